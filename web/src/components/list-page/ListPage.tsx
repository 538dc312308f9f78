import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { SearchCard, type SearchCardProps } from './SearchCard';
import { TableCard, type TableCardProps } from './TableCard';

export interface ListPageProps<F, T> extends TableCardProps<T> {
  /** The search form: its fields, and what search and reset do. */
  search: SearchCardProps<F>;
  /** The page's add/edit dialog, while it is mounted. */
  children?: ReactNode;
}

/**
 * The skeleton of a list page: the search card (the page's filters, search and reset), then the
 * card with the toolbar, the table and the pagination. The page brings the query, the columns and
 * its dialog; useListPage keeps the state a paged list needs.
 */
export function ListPage<F, T extends object>({ search, children, ...table }: ListPageProps<F, T>) {
  return (
    <Flex vertical gap={16}>
      <SearchCard<F> {...search} />
      <TableCard<T> {...table} />
      {children}
    </Flex>
  );
}
