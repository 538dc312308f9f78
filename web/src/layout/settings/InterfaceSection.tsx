import { Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/stores/themeConfig';
import { updateSetting } from './actions';
import { Row, Section, SwitchRow } from './controls';
import { parseLockScreenTime, WATERMARK_MAX_LENGTH, type DisabledStates } from './rules';

/** Whole seconds 1 to 9999; anything else is refused with a warning when the field is left. */
function LockTimeInput() {
  const { t } = useTranslation('settings');
  const stored = useThemeConfig((s) => s.themeConfig.lockScreenTime);
  const [draft, setDraft] = useState<number | string | null | undefined>(undefined);
  const typing = draft !== undefined;
  const invalid = typing && parseLockScreenTime(draft) === undefined;
  const leave = () => {
    if (typing && invalid) updateSetting('lockScreenTime', draft);
    setDraft(undefined);
  };
  return (
    <Row label={t('lockScreenTime')}>
      <InputNumber
        size="small"
        style={{ width: 80 }}
        value={typing ? draft : stored}
        status={invalid ? 'error' : undefined}
        aria-label={t('lockScreenTime')}
        aria-invalid={invalid || undefined}
        onChange={(v) => {
          setDraft(v);
          if (parseLockScreenTime(v) !== undefined) updateSetting('lockScreenTime', v);
        }}
        onBlur={leave}
        onPressEnter={leave}
      />
    </Row>
  );
}

/** Sanitised as typed; empty text is ignored and the stored text comes back when the field is left. */
function WatermarkTextInput() {
  const { t } = useTranslation('settings');
  const stored = useThemeConfig((s) => s.themeConfig.wartermarkText);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  return (
    <Row label={t('wartermarkText')}>
      <Input
        size="small"
        style={{ width: 110 }}
        value={draft ?? stored}
        maxLength={WATERMARK_MAX_LENGTH}
        aria-label={t('wartermarkText')}
        onChange={(e) => {
          setDraft(e.target.value);
          updateSetting('wartermarkText', e.target.value);
        }}
        onBlur={() => setDraft(undefined)}
      />
    </Row>
  );
}

export function InterfaceSection({ disabled }: { disabled: DisabledStates }) {
  const { t } = useTranslation('settings');
  return (
    <Section title={t('sections.interface')}>
      <SwitchRow field="isCollapse" disabled={disabled.isCollapse} />
      <SwitchRow field="isUniqueOpened" disabled={disabled.isUniqueOpened} />
      <SwitchRow field="isFixedHeader" />
      <SwitchRow field="isClassicSplitMenu" disabled={disabled.isClassicSplitMenu} />
      <SwitchRow field="isLockScreen" />
      <LockTimeInput />
      <SwitchRow field="isShowLogo" />
      <SwitchRow field="isBreadcrumb" disabled={disabled.isBreadcrumb} />
      <SwitchRow field="isBreadcrumbIcon" />
      <SwitchRow field="isTagsview" />
      <SwitchRow field="isTagsviewIcon" />
      <SwitchRow field="isCacheTagsView" />
      <SwitchRow field="isSortableTagsView" disabled={disabled.isSortableTagsView} />
      <SwitchRow field="isShareTagsView" />
      <SwitchRow field="isFooter" />
      <SwitchRow field="isGrayscale" />
      <SwitchRow field="isInvert" />
      <SwitchRow field="isWartermark" />
      <WatermarkTextInput />
    </Section>
  );
}
