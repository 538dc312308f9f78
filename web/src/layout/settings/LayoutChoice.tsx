import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig, type Layout } from '@/stores/themeConfig';
import { updateSetting } from './actions';
import { Section } from './controls';
import './layout-choice.css';

export const LAYOUTS: Layout[] = ['defaults', 'classic', 'transverse', 'columns', 'golink'];

const block = (kind: string, extra = '') => <div className={`lp-${kind}${extra ? ` ${extra}` : ''}`} />;

/** The content side of a miniature: header (when the layout has one), tabs and the page. */
const body = (parts: ('header' | 'crumb')[]) => (
  <div className="lp-col">
    {parts.map((p) => (
      <div key={p} className={`lp-${p}`} />
    ))}
    {block('tabs')}
    {block('main')}
  </div>
);

/** A bar (`className`) with its logo and three menu entries drawn as `item`s. */
const bar = (className: string, item: string) => (
  <div className={className}>
    <i className="lp-logo" />
    {[1, 2, 3].map((n) => (
      <i key={n} className={item} />
    ))}
  </div>
);

/** An aside with its logo and a few menu lines. */
const aside = (extra = '') => bar(`lp-aside${extra ? ` ${extra}` : ''}`, 'lp-line');

/**
 * A miniature of each layout, as vue-next-admin's drawer draws them: the bars, asides, header,
 * tabs and content as blocks in their places.
 */
function LayoutPicture({ layout }: { layout: Layout }) {
  switch (layout) {
    case 'defaults':
      return (
        <div className="lp lp-row">
          {aside()}
          {body(['header'])}
        </div>
      );
    case 'classic':
      return (
        <div className="lp lp-col">
          {block('top')}
          <div className="lp-row">
            {aside('lp-aside-bare')}
            {body([])}
          </div>
        </div>
      );
    case 'transverse':
      return (
        <div className="lp lp-col">
          {bar('lp-top lp-top-menu', 'lp-item')}
          {body([])}
        </div>
      );
    case 'columns':
      return (
        <div className="lp lp-row">
          {bar('lp-rail', 'lp-dot')}
          {aside('lp-aside-light lp-aside-bare')}
          {body(['header'])}
        </div>
      );
    case 'golink':
      return (
        <div className="lp lp-col">
          {block('top', 'lp-top-primary')}
          <div className="lp-row">
            {aside('lp-aside-bare')}
            {body(['crumb'])}
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
