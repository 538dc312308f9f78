import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Button, Input, Select, Space, type ButtonProps } from 'antd';
import { Fragment, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { filterInteger } from '@/lib/inputFilter';
import { normalisePagerCount, pagerItems } from './pager';

/** The pieces `layout` may name, in any order; '->' pushes the pieces after it to the right. */
export type PaginationPiece = 'total' | 'sizes' | 'prev' | 'pager' | 'next' | 'jumper' | '->';

export interface PaginationProps {
  /** Number of rows in all pages (required). */
  total: number;
  /** The current page; default 1. With onChange the parent owns it, as with Element's v-model:page. */
  page?: number;
  /** Rows per page; default 20. */
  limit?: number;
  /** Choices of the sizes piece; default 10, 20, 30, 50. */
  pageSizes?: number[];
  /** Page buttons shown at most, odd, 5 to 21; default 5 below a 992 px viewport, else 7. */
  pagerCount?: number;
  /** Comma-separated pieces; default 'total, sizes, prev, pager, next, jumper'. */
  layout?: string;
  /** Page buttons on a filled background; default true. */
  background?: boolean;
  /** Renders nothing; default false. */
  hidden?: boolean;
  /** A new page or page size: the page to show and the rows per page. */
  onChange?: (next: { page: number; limit: number }) => void;
  className?: string;
  style?: CSSProperties;
}

/** Spec §9's defaults (page, limit, page sizes, layout) and the width below which the pager is short. */
export const PAGINATION_DEFAULTS = {
  page: 1,
  limit: 20,
  pageSizes: [10, 20, 30, 50],
  layout: 'total, sizes, prev, pager, next, jumper',
  background: true,
  narrowBelow: 992,
} as const;

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const isNarrow = () => window.innerWidth < PAGINATION_DEFAULTS.narrowBelow;

/** Spec §9's default pager count, following the viewport: 5 below 992 px, else 7. */
export function useDefaultPagerCount(): number {
  return useSyncExternalStore(subscribeResize, isNarrow) ? 5 : 7;
}

const lastPage = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** A "more" button: an ellipsis that shows which way it jumps while hovered or focused. */
function MoreButton({ back, label, onClick, ...rest }: ButtonProps & { back: boolean; label: string }) {
  const [active, setActive] = useState(false);
  const arrow = back ? <DoubleLeftOutlined /> : <DoubleRightOutlined />;
  return (
    <Button
      {...rest}
      aria-label={label}
      title={label}
      icon={active ? arrow : <EllipsisOutlined />}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
      onClick={onClick}
    />
  );
}

/** Spec §3/§9's pagination: Element's props, layout and pager on antd controls, reporting every page and size change. */
export function Pagination({
  total,
  page,
  limit,
  pageSizes = [...PAGINATION_DEFAULTS.pageSizes],
  pagerCount,
  layout = PAGINATION_DEFAULTS.layout,
  background = PAGINATION_DEFAULTS.background,
  hidden = false,
  onChange,
  className,
  style,
}: PaginationProps) {
  const { t } = useTranslation('helpers');
  const defaultPagerCount = useDefaultPagerCount();
  const [own, setOwn] = useState<{ page: number; limit: number }>({
    page: PAGINATION_DEFAULTS.page,
    limit: PAGINATION_DEFAULTS.limit,
  });
  const [jumpText, setJumpText] = useState<string | null>(null);
  if (hidden) return null;

  const size = limit ?? own.limit;
  const pages = lastPage(total, size);
  const current = Math.min(page ?? own.page, pages);
  const count = normalisePagerCount(pagerCount ?? defaultPagerCount);
  const change = (nextPage: number, nextLimit: number) => {
    const next = { page: Math.min(Math.max(1, nextPage), lastPage(total, nextLimit)), limit: nextLimit };
    setOwn(next);
    if (next.page !== current || next.limit !== size) onChange?.(next);
  };
  const jump = () => {
    if (jumpText) change(Number(jumpText), size);
    setJumpText(null);
  };

  const look = (active: boolean): ButtonProps =>
    active
      ? { color: 'primary', variant: background ? 'solid' : 'text' }
      : { color: 'default', variant: background ? 'filled' : 'text' };
  const pageButton = (n: number) => (
    <Button
      key={n}
      {...look(n === current)}
      aria-current={n === current ? 'page' : undefined}
      style={{ minWidth: 32, paddingInline: 4 }}
      onClick={() => change(n, size)}
    >
      {n}
    </Button>
  );

  const render = (piece: PaginationPiece): ReactNode => {
    switch (piece) {
      case 'total':
        return <span className="pagination-total">{t('pagination.total', { total })}</span>;
      case 'sizes':
        return (
          <Select
            className="pagination-sizes"
            aria-label={t('pagination.pageSizeLabel')}
            value={size}
            popupMatchSelectWidth={false}
            options={[...new Set([...pageSizes, size])]
              .sort((a, b) => a - b)
              .map((n) => ({ value: n, label: t('pagination.pageSize', { size: n }) }))}
            onChange={(n: number) => change(current, n)}
          />
        );
      case 'prev':
      case 'next': {
        const back = piece === 'prev';
        return (
          <Button
            {...look(false)}
            aria-label={t(`pagination.${piece}`)}
            title={t(`pagination.${piece}`)}
            icon={back ? <LeftOutlined /> : <RightOutlined />}
            disabled={back ? current <= 1 : current >= pages}
            onClick={() => change(current + (back ? -1 : 1), size)}
          />
        );
      }
      case 'pager': {
        const { middle, prevMore, nextMore } = pagerItems(current, pages, count);
        const step = count - 2;
        return (
          <Space size={4} className="pagination-pager">
            {pageButton(1)}
            {prevMore && (
              <MoreButton
                {...look(false)}
                back
                label={t('pagination.prevMore', { count: step })}
                onClick={() => change(current - step, size)}
              />
            )}
            {middle.map(pageButton)}
            {nextMore && (
              <MoreButton
                {...look(false)}
                back={false}
                label={t('pagination.nextMore', { count: step })}
                onClick={() => change(current + step, size)}
              />
            )}
            {pages > 1 && pageButton(pages)}
          </Space>
        );
      }
      case 'jumper':
        return (
          <Space size={4} className="pagination-jumper">
            {t('pagination.goTo')}
            <Input
              aria-label={t('pagination.jumpLabel')}
              inputMode="numeric"
              style={{ width: 56, textAlign: 'center' }}
              value={jumpText ?? String(current)}
              onChange={(e) => setJumpText(filterInteger(e.target.value))}
              onPressEnter={jump}
              onBlur={jump}
            />
            {t('pagination.page')}
          </Space>
        );
      default: // '->'
        return <span style={{ flex: 1 }} />;
    }
  };

  return (
    <nav
      aria-label={t('pagination.label')}
      className={['pagination', className].filter(Boolean).join(' ')}
      data-pager-count={count}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, ...style }}
    >
      {layout.split(',').map((piece, i) => (
        <Fragment key={i}>{render(piece.trim() as PaginationPiece)}</Fragment>
      ))}
    </nav>
  );
}
