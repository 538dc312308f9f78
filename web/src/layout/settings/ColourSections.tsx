import { useTranslation } from 'react-i18next';
import type { DisabledStates } from './rules';
import { ColourRow, Section, SwitchRow } from './controls';

/** Global theme, top bar, menu and columns menu colours. */
export function ColourSections({ disabled }: { disabled: DisabledStates }) {
  const { t } = useTranslation('settings');
  const columns = disabled.columnsColours;
  return (
    <>
      <Section title={t('sections.globalTheme')}>
        <ColourRow field="primary" allowClear />
        <SwitchRow field="isIsDark" />
      </Section>
      <Section title={t('sections.topBar')}>
        <ColourRow field="topBar" />
        <ColourRow field="topBarColor" />
        <SwitchRow field="isTopBarColorGradual" />
      </Section>
      <Section title={t('sections.menu')}>
        <ColourRow field="menuBar" />
        <ColourRow field="menuBarColor" />
        <SwitchRow field="isMenuBarColorGradual" />
      </Section>
      <Section title={t('sections.columnsMenu')} disabled={columns} hint={t('columnsOnly')}>
        <ColourRow field="columnsMenuBar" disabled={columns} />
        <ColourRow field="columnsMenuBarColor" disabled={columns} />
        <SwitchRow field="isColumnsMenuBarColorGradual" disabled={columns} />
      </Section>
    </>
  );
}
