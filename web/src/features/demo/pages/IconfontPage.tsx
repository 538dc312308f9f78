import { Card, Empty, Flex, Input, Segmented, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { iconNames } from '@/components/icon/registry';
import { copyText } from '@/lib/clipboard';
import { DEMO_PAGES } from './texts';
import './pages.css';

const THEMES = ['Outlined', 'Filled', 'TwoTone'] as const;
type IconTheme = (typeof THEMES)[number];

// The console's icon registry: each icon its own small chunk. Importing the antd icon package
// whole (statically or not) makes the bundler put every icon in the chunk the login page loads.
const ICONS = iconNames;

/** A gallery of the console's antd icons, by theme, searchable; clicking one copies its name. */
export function IconfontPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [theme, setTheme] = useState<IconTheme>('Outlined');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim().toLowerCase());
  const shown = useMemo(
    () => ICONS.filter((name) => name.endsWith(theme) && name.toLowerCase().includes(deferred)),
    [theme, deferred],
  );
  return (
    <Card
      title={t('iconfont.title', { n: shown.length })}
      extra={<Typography.Text type="secondary">{t('iconfont.copy')}</Typography.Text>}
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Segmented<IconTheme>
          value={theme}
          onChange={setTheme}
          options={THEMES.map((value) => ({ value, label: t(`iconfont.themes.${value}`) }))}
        />
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('iconfont.search')}
          aria-label={t('iconfont.search')}
          style={{ maxWidth: 320 }}
        />
      </Flex>
      {shown.length === 0 ? (
        <Empty description={t('common.empty')} />
      ) : (
        <div className="demo-icon-grid">
          {shown.map((name) => (
            <button key={name} type="button" className="demo-icon-cell" onClick={() => void copyText(name)}>
              <MenuIcon name={name} />
              <span>{name}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}
