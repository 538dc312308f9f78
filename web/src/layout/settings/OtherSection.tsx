import { useTranslation } from 'react-i18next';
import { Section, SelectRow } from './controls';
import type { DisabledStates } from './rules';

export const TAGS_STYLES = ['tags-style-one', 'tags-style-four', 'tags-style-five'] as const;
export const ANIMATIONS = ['slide-right', 'slide-left', 'opacitys', 'none'] as const;
export const COLUMNS_ASIDE_STYLES = ['columns-round', 'columns-card'] as const;
export const COLUMNS_ASIDE_LAYOUTS = ['columns-horizontal', 'columns-vertical'] as const;

/** Tags style, page animation, and the columns aside's style and layout (columns layout only). */
export function OtherSection({ disabled }: { disabled: DisabledStates }) {
  const { t } = useTranslation('settings');
  return (
    <Section title={t('sections.other')}>
      <SelectRow field="tagsStyle" options={TAGS_STYLES} optionsKey="tagsStyles" />
      <SelectRow field="animation" options={ANIMATIONS} optionsKey="animations" />
      <SelectRow
        field="columnsAsideStyle"
        options={COLUMNS_ASIDE_STYLES}
        optionsKey="columnsAsideStyles"
        disabled={disabled.columnsAside}
      />
      <SelectRow
        field="columnsAsideLayout"
        options={COLUMNS_ASIDE_LAYOUTS}
        optionsKey="columnsAsideLayouts"
        disabled={disabled.columnsAside}
      />
    </Section>
  );
}
