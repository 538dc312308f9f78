import { theme } from 'antd';
import { focusTabFor } from '@/lib/rovingTabs';

export interface ModeOption<T extends string> {
  value: T;
  label: string;
}

/** The ids that tie a mode's tab to its panel (`idBase` from useId in the page). */
export const modeIds = (idBase: string, value: string) => ({
  tab: `${idBase}-tab-${value}`,
  panel: `${idBase}-panel-${value}`,
});

/**
 * The login page's choice of account, mobile or QR login: WAI-ARIA tabs (the selected tab is the
 * one Tab stop; Left/Right/Home/End select another) drawn like antd's Segmented. antd's Tabs and
 * Segmented would bring code (Tooltip, motion) the first page loads for nothing.
 */
export function ModeSwitch<T extends string>({
  value,
  options,
  onChange,
  idBase,
  label,
}: {
  value: T;
  options: ModeOption<T>[];
  onChange: (value: T) => void;
  idBase: string;
  label: string;
}) {
  const { token } = theme.useToken();
  return (
    <div
      role="tablist"
      aria-label={label}
      className="login-mode"
      onKeyDown={(e) => {
        const to = focusTabFor(e);
        if (to !== undefined) onChange(options[to].value);
      }}
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
        const selected = option.value === value;
        const ids = modeIds(idBase, option.value);
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            style={{
              flex: '1 1 auto', // longer labels get more room before any is cut
              minWidth: 0,
              padding: `0 ${token.paddingSM}px`,
              border: 0,
              font: 'inherit',
              lineHeight: `${token.controlHeight - 4}px`,
              textAlign: 'center',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              cursor: 'pointer',
              borderRadius: token.borderRadiusSM,
              color: selected ? token.colorText : token.colorTextLabel,
              background: selected ? token.colorBgElevated : 'transparent',
              boxShadow: selected ? token.boxShadowTertiary : 'none',
              transition: `all ${token.motionDurationMid} ${token.motionEaseInOut}`,
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
