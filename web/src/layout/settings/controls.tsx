import { ColorPicker, Divider, Select, Switch, Tooltip } from 'antd';
import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isActivationKey } from '@/lib/rovingTabs';
import { useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { MOBILE_WIDTH, useWidthBelow } from '@/lib/viewport';
import { updateSetting } from './actions';
import { useDebouncedCommit } from './useDebouncedCommit';

type Keys<V> = { [K in keyof ThemeConfig]: ThemeConfig[K] extends V ? K : never }[keyof ThemeConfig];
export type BooleanKey = Keys<boolean>;
export type ColourKey =
  | 'primary'
  | 'topBar'
  | 'topBarColor'
  | 'menuBar'
  | 'menuBarColor'
  | 'columnsMenuBar'
  | 'columnsMenuBarColor';
export type ChoiceKey = 'tagsStyle' | 'animation' | 'columnsAsideStyle' | 'columnsAsideLayout';

/** A titled group of settings; greyed out when disabled. */
export function Section({
  title,
  disabled,
  hint,
  children,
}: {
  title: string;
  disabled?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} aria-disabled={disabled || undefined} data-disabled={disabled || undefined}>
      <Divider plain style={{ margin: '16px 0 8px' }}>
        <Tooltip title={disabled ? hint : undefined}>
          <span>{title}</span>
        </Tooltip>
      </Divider>
      <div style={disabled ? { opacity: 0.5 } : undefined}>{children}</div>
    </section>
  );
}

/** A label on the left, its control on the right. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 32 }}>
      <span style={{ fontSize: 13, lineHeight: 1.3 }}>{label}</span>
      <div style={{ flex: 'none' }}>{children}</div>
    </div>
  );
}

export function SwitchRow({ field, disabled }: { field: BooleanKey; disabled?: boolean }) {
  const { t } = useTranslation('settings');
  const checked = useThemeConfig((s) => s.themeConfig[field]);
  const mobile = useWidthBelow(MOBILE_WIDTH);
  return (
    <Row label={t(field)}>
      <Switch
        size="small"
        checked={checked}
        disabled={disabled}
        aria-label={t(field)}
        onChange={(on) => updateSetting(field, on, mobile)}
      />
    </Row>
  );
}

/** A colour, shown at once and applied 200 ms after the picker rests. */
export function ColourRow({
  field,
  shown,
  disabled,
  allowClear,
}: {
  field: ColourKey;
  /** The colour as the console paints it, where that is not the stored one (dark mode's bars). */
  shown?: string;
  disabled?: boolean;
  allowClear?: boolean;
}) {
  const { t } = useTranslation('settings');
  const stored = useThemeConfig((s) => s.themeConfig[field]);
  const commit = useCallback((value: string) => void updateSetting(field, value), [field]);
  const [value, change] = useDebouncedCommit(shown ?? stored, commit);
  const [open, setOpen] = useState(false);
  // antd's trigger is a bare div (its attributes pass through, untyped): a named, focusable button
  // that Enter or Space opens.
  const triggerAttrs = {
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-label': t(field),
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-disabled': disabled || undefined,
    onKeyDown: (e: KeyboardEvent) => {
      if (disabled) return;
      if (isActivationKey(e.key)) {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key === 'Escape') setOpen(false);
    },
  };
  return (
    <Row label={t(field)}>
      <Tooltip title={t(field)}>
        <span style={{ display: 'inline-flex' }}>
          <ColorPicker
            size="small"
            value={value || undefined}
            disabled={disabled}
            disabledAlpha
            allowClear={allowClear}
            open={open}
            onOpenChange={setOpen}
            {...triggerAttrs}
            onChange={(colour) => {
              if (!colour.cleared) change(colour.toHexString());
            }}
            onClear={() => updateSetting(field, '')}
          />
        </span>
      </Tooltip>
    </Row>
  );
}

export function SelectRow<K extends ChoiceKey>({
  field,
  options,
  optionsKey,
  disabled,
}: {
  field: K;
  options: readonly ThemeConfig[K][];
  /** Where the option labels live in the settings texts. */
  optionsKey: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('settings');
  const value = useThemeConfig((s) => s.themeConfig[field]);
  return (
    <Row label={t(field)}>
      <Select
        size="small"
        style={{ width: 96 }}
        value={value}
        disabled={disabled}
        aria-label={t(field)}
        options={options.map((o) => ({ value: o, label: t(`${optionsKey}.${o}`) }))}
        onChange={(v) => updateSetting(field, v)}
      />
    </Row>
  );
}
