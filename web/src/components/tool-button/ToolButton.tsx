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

/**
 * An icon-only button (in a toolbar, a drawer's header, a table's row): named for screen readers and
 * explained by a tooltip.
 */
export function ToolButton({ label, icon, style, ref, menuOpen, type = 'text', ...rest }: Props) {
  return (
    <Tooltip title={label} open={menuOpen ? false : undefined}>
      <Button
        ref={ref as Ref<HTMLButtonElement>}
        type={type}
        icon={icon}
        aria-label={label}
        // A text button takes the colour of the bar it stands on; a link keeps the link colour.
        style={type === 'text' ? { color: 'inherit', ...style } : style}
        {...rest}
      />
    </Tooltip>
  );
}
