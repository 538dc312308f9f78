import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deptTreeQuery } from '../api';
import { DeptPicker, type DeptSelectProps } from './DeptPicker';
import { toNodes } from './tree';

/** A department form control over dept/treeSelect (the enabled departments the caller may see). */
export function DeptTreeSelect(props: DeptSelectProps) {
  const tree = useQuery(deptTreeQuery(false));
  const { i18n } = useTranslation();
  const nodes = useMemo(
    () => toNodes(tree.data?.deps ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes them
    [tree.data, i18n.language],
  );
  return <DeptPicker {...props} nodes={nodes} loading={tree.isLoading} />;
}
