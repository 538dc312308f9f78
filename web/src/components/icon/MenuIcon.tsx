import { FileOutlined } from '@ant-design/icons';
import { createElement, Suspense } from 'react';
import { iconFor } from './gfastIcons';
import { iconRegistry } from './registry';

const known = (name: string) => name in iconRegistry;

/**
 * The icon a menu names (ours, or GFast's `ele-*`, `iconfont icon-*`, `fa fa-*` names mapped to the
 * nearest of ours); nothing for an empty name, a neutral file icon for an unknown one.
 */
export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const resolved = iconFor(name, known);
  const Icon = (resolved && iconRegistry[resolved]) || FileOutlined;
  // While an icon's chunk loads, an empty box of the icon's size keeps the text from jumping.
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
      {createElement(Icon)}
    </Suspense>
  );
}
