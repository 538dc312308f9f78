import { FileOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { iconRegistry } from './registry';

/** The icon a menu names; nothing for an empty name, a neutral file icon for an unknown one. */
export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = iconRegistry[name] ?? FileOutlined;
  // While an icon's chunk loads, an empty box of the icon's size keeps the text from jumping.
  return (
    <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
      <Icon />
    </Suspense>
  );
}
