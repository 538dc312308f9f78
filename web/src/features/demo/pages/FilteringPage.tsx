import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NewsCards } from './NewsCards';
import { newsItems } from './pictures';
import { DEMO_PAGES } from './texts';

const ITEMS = newsItems(40);
/** Each facet, its option count and which of an item's numbers it filters on. */
const ROWS = [
  { key: 'role', count: 2, of: (id: number) => id % 2 },
  { key: 'layout', count: 4, of: (id: number) => id % 4 },
  { key: 'config', count: 7, of: (id: number) => id % 7 },
] as const;
/** A row longer than this shows the rest behind "More". */
const FOLDED = 4;

/** Facet filters kept in the URL (shareable, survive reload) over a card grid; a card opens its details. */
export function FilteringPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  const picked = (key: string) => {
    const v = params.get(key);
    return v === null ? null : Number(v);
  };
  const pick = (key: string, value: number | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, String(value));
        return next;
      },
      { replace: true },
    );

  const items = useMemo(
    () =>
      ITEMS.filter((item) =>
        ROWS.every((row) => {
          const v = params.get(row.key);
          return v === null || row.of(item.id) === Number(v);
        }),
      ),
    [params],
  );

  return (
    <Flex vertical gap={16}>
      <Card title={t('filtering.title')} size="small">
        <Flex vertical gap={8}>
          {ROWS.map((row) => {
            const open = expanded[row.key] ?? false;
            const options = Array.from({ length: row.count }, (_, i) => i);
            const shown = open ? options : options.slice(0, FOLDED);
            return (
              <Flex key={row.key} gap={8} align="start" wrap role="group" aria-label={t(`filtering.rows.${row.key}`)}>
                <Typography.Text strong style={{ minWidth: 48, lineHeight: '24px' }}>
                  {t(`filtering.rows.${row.key}`)}
                </Typography.Text>
                <Flex gap={4} wrap style={{ flex: 1 }}>
                  <Tag.CheckableTag checked={picked(row.key) === null} onChange={() => pick(row.key, null)}>
                    {t('filtering.all')}
                  </Tag.CheckableTag>
                  {shown.map((i) => (
                    <Tag.CheckableTag key={i} checked={picked(row.key) === i} onChange={() => pick(row.key, i)}>
                      {t(`filtering.options.${row.key}.o${i}`)}
                    </Tag.CheckableTag>
                  ))}
                </Flex>
                {row.count > FOLDED && (
                  <Button
                    type="link"
                    size="small"
                    aria-expanded={open}
                    onClick={() => setExpanded({ ...expanded, [row.key]: !open })}
                  >
                    {open ? t('filtering.collapse') : t('filtering.expand')}
                  </Button>
                )}
              </Flex>
            );
          })}
          <Typography.Text type="secondary">{t('filtering.result', { n: items.length })}</Typography.Text>
        </Flex>
      </Card>
      <NewsCards items={items} onOpen={(item) => void navigate(`/demo/pages/filteringDetails?id=${item.id}`)} />
    </Flex>
  );
}
