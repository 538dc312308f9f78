import { Button, Tooltip, type ButtonProps } from 'antd';
import type { ReactNode, Ref } from 'react';

interface Props extends Omit<ButtonProps, 'aria-label'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
  /** The button's own dropdown or panel is open: its tooltip would cover the first item. */
  menuOpen?: boolean;
}

/** An icon-only toolbar button: named for screen readers and explained by a tooltip. */
export function ToolButton({ label, icon, style, ref, menuOpen, ...rest }: Props) {
  return (
    <Tooltip title={label} open={menuOpen ? false : undefined}>
      <Button
        ref={ref as Ref<HTMLButtonElement>}
        type="text"
        icon={icon}
        aria-label={label}
        style={{ color: 'inherit', ...style }}
        {...rest}
      />
    </Tooltip>
  );
}
