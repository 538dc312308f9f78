import { theme } from 'antd';
import { useId } from 'react';

export interface ModeOption<T extends string> {
  value: T;
  label: string;
}

/**
 * The login page's choice of account, mobile or QR login: native radio buttons (arrow keys move
 * between them) drawn like antd's Segmented. Segmented itself brings antd's Tooltip along, which
 * the first page would load for nothing.
 */
export function ModeSwitch<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: ModeOption<T>[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  const { token } = theme.useToken();
  return (
    <div
      role="radiogroup"
      className="login-mode"
      style={{
        display: 'flex',
        gap: 2,
        padding: 2,
        marginBottom: token.marginLG,
        borderRadius: token.borderRadius,
        background: token.colorBgLayout,
      }}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            style={{
              position: 'relative', // holds the hidden radio
              flex: '1 1 auto', // longer labels get more room before any is cut
              minWidth: 0,
              padding: `0 ${token.paddingSM}px`,
              lineHeight: `${token.controlHeight - 4}px`,
              textAlign: 'center',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              cursor: 'pointer',
              borderRadius: token.borderRadiusSM,
              color: checked ? token.colorText : token.colorTextLabel,
              background: checked ? token.colorBgElevated : 'transparent',
              boxShadow: checked ? token.boxShadowTertiary : 'none',
              transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
            }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="login-mode-input"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
