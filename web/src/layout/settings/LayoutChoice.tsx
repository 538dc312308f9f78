import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig, type Layout } from '@/stores/themeConfig';
import { updateSetting } from './actions';
import { Section } from './controls';
import './layout-choice.css';

export const LAYOUTS: Layout[] = ['defaults', 'classic', 'transverse', 'columns', 'golink'];

const block = (kind: string, extra = '') => <div className={`lp-${kind}${extra ? ` ${extra}` : ''}`} />;

/** A small drawing of each layout's structure: bars, asides, header and content, in plain boxes. */
function LayoutPicture({ layout }: { layout: Layout }) {
  switch (layout) {
    case 'defaults':
      return (
        <div className="lp lp-row">
          {block('aside')}
          <div className="lp-col">
            {block('header')}
            {block('main')}
          </div>
        </div>
      );
    case 'classic':
      return (
        <div className="lp lp-col">
          {block('top')}
          <div className="lp-row">
            {block('aside')}
            {block('main')}
          </div>
        </div>
      );
    case 'transverse':
      return (
        <div className="lp lp-col">
          {block('top')}
          {block('main')}
        </div>
      );
    case 'columns':
      return (
        <div className="lp lp-row">
          {block('rail')}
          {block('aside', 'lp-aside-light')}
          <div className="lp-col">
            {block('header')}
            {block('main')}
          </div>
        </div>
      );
    case 'golink':
      return (
        <div className="lp lp-col">
          {block('top', 'lp-top-primary')}
          <div className="lp-row">
            {block('aside')}
            <div className="lp-col">
              {block('crumb')}
              {block('main')}
            </div>
          </div>
        </div>
      );
  }
}

/** The five layouts, picked by clicking their pictures (golink is shown as 'enterprise'). */
export function LayoutChoice() {
  const { t } = useTranslation('settings');
  const current = useThemeConfig((s) => s.themeConfig.layout);
  const { token } = theme.useToken();
  return (
    <Section title={t('sections.layout')}>
      <div role="radiogroup" aria-label={t('sections.layout')} className="lp-grid">
        {LAYOUTS.map((l) => {
          const selected = l === current;
          return (
            <button
              key={l}
              type="button"
              role="radio"
              aria-checked={selected}
              data-layout-choice={l}
              className="lp-choice"
              style={{ borderColor: selected ? token.colorPrimary : token.colorBorder, color: token.colorText }}
              onClick={() => updateSetting('layout', l)}
            >
              <LayoutPicture layout={l} />
              <span className="lp-label" style={selected ? { color: token.colorPrimary } : undefined}>
                {t(`layouts.${l}`)}
              </span>
            </button>
          );
        })}
      </div>
    </Section>
  );
}
