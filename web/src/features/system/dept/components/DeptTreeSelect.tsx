import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deptTreeQuery } from '../api';
import { DeptPicker, type DeptSelectProps } from './DeptPicker';
import { toNodes } from './tree';

/** A department form control over dept/treeSelect (the enabled departments the caller may see). */
export function DeptTreeSelect(props: DeptSelectProps) {
  const tree = useQuery(deptTreeQuery(false));
  const nodes = useMemo(() => toNodes(tree.data?.deps ?? []), [tree.data]);
  return <DeptPicker {...props} nodes={nodes} loading={tree.isLoading} />;
}
