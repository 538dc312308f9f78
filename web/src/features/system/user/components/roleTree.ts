import type { SysRole } from '@iot/contract';
import { buildTree, type TreeNode } from '@/lib/tree';

export interface RoleOption {
  value: number;
  title: string;
  disabled: boolean;
  children?: RoleOption[];
}

/**
 * The roles as a tree for the user dialog (by `pid`); the ones the caller may not assign are
 * disabled, so a user's other roles show but stay as they are (the server keeps them too).
 */
export function roleOptions(roles: readonly SysRole[], assignable: readonly number[]): RoleOption[] {
  const toOption = (r: TreeNode<SysRole>): RoleOption => ({
    value: r.id,
    title: r.name,
    disabled: !assignable.includes(r.id),
    children: r.children?.map(toOption),
  });
  return buildTree(roles, { id: 'id', parentId: 'pid' }).map(toOption);
}
