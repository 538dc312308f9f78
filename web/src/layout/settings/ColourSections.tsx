import { useTranslation } from 'react-i18next';
import { useColumnsBarColors, useMenuBarColors, useTopBarColors } from '../shell/colors';
import type { DisabledStates } from './rules';
import { ColourRow, Section, SwitchRow } from './controls';
import { opaqueOn } from './swatch';

/** Global theme, top bar, menu and columns menu colours. */
export function ColourSections({ disabled }: { disabled: DisabledStates }) {
  const { t } = useTranslation('settings');
  const columns = disabled.columnsColours;
  // The bars' swatches show the colours the bars have: in dark mode a bar at its light default is
  // painted dark, and a white swatch beside it told otherwise.
  const top = useTopBarColors();
  const menu = useMenuBarColors();
  const rail = useColumnsBarColors();
  return (
    <>
      <Section title={t('sections.globalTheme')}>
        <ColourRow field="primary" allowClear />
        <SwitchRow field="isIsDark" />
      </Section>
      <Section title={t('sections.topBar')}>
        <ColourRow field="topBar" shown={top.background} />
        <ColourRow field="topBarColor" shown={opaqueOn(top.color, top.background)} />
        <SwitchRow field="isTopBarColorGradual" />
      </Section>
      <Section title={t('sections.menu')}>
        <ColourRow field="menuBar" shown={menu.background} />
        <ColourRow field="menuBarColor" shown={opaqueOn(menu.color, menu.background)} />
        <SwitchRow field="isMenuBarColorGradual" />
      </Section>
      <Section title={t('sections.columnsMenu')} disabled={columns} hint={t('columnsOnly')}>
        <ColourRow field="columnsMenuBar" shown={rail.background} disabled={columns} />
        <ColourRow field="columnsMenuBarColor" shown={opaqueOn(rail.color, rail.background)} disabled={columns} />
        <SwitchRow field="isColumnsMenuBarColorGradual" disabled={columns} />
      </Section>
    </>
  );
}
