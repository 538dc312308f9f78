import { Button, Tooltip, type ButtonProps } from 'antd';
import type { ReactNode, Ref } from 'react';

interface Props extends Omit<ButtonProps, 'aria-label'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** An icon-only toolbar button: named for screen readers and explained by a tooltip. */
export function ToolButton({ label, icon, style, ref, ...rest }: Props) {
  return (
    <Tooltip title={label}>
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
