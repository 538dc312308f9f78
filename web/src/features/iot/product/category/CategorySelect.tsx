import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryListQuery } from '../api';
import { PRODUCT } from '../texts';
import { toOptions } from './tree';

export interface CategorySelectProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  id?: string;
  /** Hides this category and everything below it. */
  exclude?: number;
  /** When set, a top-level choice (value 0) holding the tree. */
  rootLabel?: string;
  allowClear?: boolean;
  placeholder?: string;
}

/** A category form control over the whole tree, searchable by name, every level open. */
export function CategorySelect({
  exclude,
  rootLabel,
  value,
  onChange,
  allowClear = true,
  ...props
}: CategorySelectProps) {
  const { t, i18n } = useTranslation(PRODUCT);
  const list = useQuery(categoryListQuery());
  const treeData = useMemo(() => {
    const options = toOptions(list.data?.category ?? null, exclude);
    return rootLabel === undefined ? options : [{ value: 0, title: rootLabel, children: options }];
    // The seeded categories' names follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes them
  }, [list.data, exclude, rootLabel, i18n.language]);
  return (
    <TreeSelect
      {...props}
      // Until the tree is there a chosen id would show as a bare number.
      value={list.isLoading ? undefined : value}
      onChange={(v: number | undefined) => onChange?.(v ?? undefined)}
      treeData={treeData}
      loading={list.isLoading}
      allowClear={allowClear}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={props.placeholder ?? t('category.pick')}
      notFoundContent={t('category.none')}
      style={{ width: '100%' }}
    />
  );
}
