import type { DeptTree } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { deptTreeQuery } from '@/features/system/dept';

/** A department's name by id, from the tree the picker shows beside the users. */
export function useDeptNames(): (deptId: number) => string {
  const tree = useQuery(deptTreeQuery(false));
  const names = new Map<number, string>();
  const walk = (nodes: DeptTree[] | null | undefined) => {
    for (const d of nodes ?? []) {
      names.set(d.deptId, d.deptName);
      walk(d.children);
    }
  };
  walk(tree.data?.deps);
  return (deptId) => names.get(deptId) ?? '';
}
