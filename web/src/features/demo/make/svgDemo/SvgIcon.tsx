import { MenuIcon } from '@/components/icon/MenuIcon';

export interface SvgIconProps {
  /** An icon name (ours or GFast's), or the URL of an svg/image. */
  name: string;
  size?: number;
  color?: string;
}

const isUrl = (name: string) => /^(https?:|data:|\/|\.{1,2}\/)/.test(name) || name.endsWith('.svg');

/** GFast's SvgIcon: a named icon from the set, or an image for a URL. */
export function SvgIcon({ name, size = 14, color }: SvgIconProps) {
  if (isUrl(name)) return <img src={name} alt="" width={size} height={size} style={{ verticalAlign: 'middle' }} />;
  return (
    <span style={{ fontSize: size, color, lineHeight: 1, display: 'inline-flex' }}>
      <MenuIcon name={name} />
    </span>
  );
}
