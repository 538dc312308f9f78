import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewsCards } from './NewsCards';
import { newsItems } from './pictures';
import { DEMO_PAGES } from './texts';

const ITEMS = newsItems(31);

/** Card images with native lazy loading: the counter shows how many the browser has fetched so far. */
export function LazyImgPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set());
  return (
    <Card
      title={t('lazyImg.title')}
      extra={
        <Typography.Text type="secondary">
          {t('lazyImg.loaded', { n: loaded.size, total: ITEMS.length })}
        </Typography.Text>
      }
    >
      <NewsCards
        items={ITEMS}
        lazy
        pageSize={ITEMS.length}
        onImageLoad={(id) => setLoaded((prev) => (prev.has(id) ? prev : new Set(prev).add(id)))}
      />
    </Card>
  );
}
