import { Card, Empty, Flex, Pagination, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from './LazyImage';
import type { NewsItem } from './pictures';
import './pages.css';
import { DEMO_PAGES } from './texts';

interface NewsCardsProps {
  items: NewsItem[];
  /** Opens an item (a card is a button: click, Enter or Space). */
  onOpen?: (item: NewsItem) => void;
  /** Images load only when scrolled near (LazyImage); `onImageLoad` counts them. */
  lazy?: boolean;
  onImageLoad?: (id: number) => void;
  pageSize?: number;
}

/** The responsive card grid the filtering, list and lazy-image demos share: as many columns as fit (one on a phone). */
export function NewsCards({ items, onOpen, lazy, onImageLoad, pageSize = 10 }: NewsCardsProps) {
  const { t } = useTranslation(DEMO_PAGES);
  const [page, setPage] = useState(1);
  const keyOpen = (item: NewsItem) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen?.(item);
    }
  };
  if (items.length === 0) return <Empty description={t('common.empty')} />;
  // A narrower filter can leave fewer pages than the one open: show its last page then.
  const current = Math.min(page, Math.ceil(items.length / pageSize));
  const shown = items.slice((current - 1) * pageSize, current * pageSize);
  return (
    <Flex vertical gap={16}>
      <div className="demo-card-grid">
        {shown.map((item) => {
          const title = t('news.title', { n: item.id });
          return (
            <div key={item.id}>
              <Card
                hoverable={Boolean(onOpen)}
                size="small"
                role={onOpen ? 'button' : undefined}
                tabIndex={onOpen ? 0 : undefined}
                aria-description={onOpen ? t('news.open', { title }) : undefined}
                onClick={onOpen ? () => onOpen(item) : undefined}
                onKeyDown={onOpen ? keyOpen(item) : undefined}
                cover={
                  lazy ? (
                    <LazyImage
                      src={item.image}
                      style={{ aspectRatio: '16 / 10' }}
                      onLoad={() => onImageLoad?.(item.id)}
                    />
                  ) : (
                    <img
                      src={item.image}
                      alt=""
                      style={{ aspectRatio: '16 / 10', objectFit: 'cover', width: '100%' }}
                    />
                  )
                }
              >
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ minHeight: 44, marginBottom: 8 }}>
                  {title}
                </Typography.Paragraph>
                <Flex justify="space-between" wrap gap={4}>
                  <Typography.Text type="secondary">{t('news.rating', { n: item.rating })}</Typography.Text>
                  <Typography.Text type="secondary">{t('news.likes', { n: item.likes })}</Typography.Text>
                </Flex>
                <Flex justify="space-between" align="baseline" wrap gap={4}>
                  <Typography.Text type="danger" strong>
                    ¥{item.price}
                  </Typography.Text>
                  <Typography.Text type="secondary">{t('news.sales', { n: item.sales })}</Typography.Text>
                </Flex>
              </Card>
            </div>
          );
        })}
      </div>
      {items.length > pageSize && (
        <Pagination
          align="center"
          size="small"
          current={current}
          pageSize={pageSize}
          total={items.length}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}
