import { FileOutlined } from '@ant-design/icons';
import { iconRegistry } from './registry';

/** The icon a menu names; nothing for an empty name, a neutral file icon for an unknown one. */
export function MenuIcon({ name }: { name?: string }) {
  if (!name) return null;
  const Icon = iconRegistry[name] ?? FileOutlined;
  return <Icon />;
}
