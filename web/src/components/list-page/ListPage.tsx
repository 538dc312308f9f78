import { Flex } from 'antd';
import type { Key, ReactNode } from 'react';
import { SearchCard, type SearchCardProps } from './SearchCard';
import { TableCard, type TableCardProps } from './TableCard';
import { useTreeExpansion } from './useTreeExpansion';

export interface ListPageProps<F, T> extends TableCardProps<T> {
  /** The search form: its fields, and what search and reset do. */
  search: SearchCardProps<F>;
  /**
   * A tree list (rows with `children`): its expansion and the toolbar's expand and collapse all,
   * as useTreeExpansion keeps them (`{ open: false }` starts the branches folded).
   */
  tree?: true | { open?: boolean };
  /** The page's add/edit dialog, while it is mounted. */
  children?: ReactNode;
}

type TreeRow = { children?: TreeRow[] };

/**
 * The skeleton of a list page: the search card (the page's filters, search and reset), then the
 * card with the toolbar, the table and the pagination. The page brings the query, the columns and
 * its dialog; useListPage keeps the state a paged list needs.
 */
export function ListPage<F, T extends object>({ search, tree, children, ...table }: ListPageProps<F, T>) {
  const expansion = useTreeExpansion<TreeRow>(
    tree ? (table.rows as TreeRow[]) : [],
    (row) => (row as T)[table.rowKey] as Key,
    tree === true ? {} : tree,
  );
  const treeProps = tree && {
    expandable: expansion.expandable as TableCardProps<T>['expandable'],
    toolbar: { ...table.toolbar, tree: expansion.tree },
  };
  return (
    <Flex vertical gap={16}>
      <SearchCard<F> {...search} />
      <TableCard<T> {...table} {...treeProps} />
      {children}
    </Flex>
  );
}
