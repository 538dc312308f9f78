// Departments, GFast §3.3. Leaders are user ids (the UI's user selector), stored as a list.
import { z } from 'zod';
import {
  bool,
  emailPattern,
  filterInt,
  filterStr,
  idSet,
  int,
  optStr,
  requiredFlag,
  requiredStr,
  rowId,
} from './fields.ts';

export const deptListQuery = z.object({ deptName: filterStr(), status: filterInt() });
export type DeptListQuery = z.infer<typeof deptListQuery>;

/** `showOwner` (the user page sends `true`): the caller's own part of the tree. */
export const deptTreeQuery = z.object({ showOwner: bool() });

const deptFields = {
  parentId: int().pipe(z.number().min(0)),
  deptName: requiredStr(64),
  orderNum: int().pipe(z.number().min(0)),
  leader: idSet(),
  phone: optStr(32),
  email: optStr(100).refine((v) => v === '' || emailPattern.test(v), { params: { key: 'badEmail' } }),
  status: requiredFlag(),
};
export const deptAddBody = z.object(deptFields);
export type DeptAddBody = z.infer<typeof deptAddBody>;
export const deptEditBody = z.object({ ...deptFields, deptId: rowId() });
export type DeptEditBody = z.infer<typeof deptEditBody>;
/** GFast deletes one department (and everything below it) at a time. */
export const deptDeleteBody = z.object({ id: rowId() });

export interface SysDept {
  deptId: number;
  parentId: number;
  /** The ids above it, from the root: `"0,100,101"`. */
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader: number[] | null;
  phone: string;
  email: string;
  status: number;
  createdBy: number;
  updatedBy: number;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: string | null;
}

/** A department with the ones below it; `null` on leaves (GFast's dept trees, unlike menu trees). */
export interface DeptTree extends SysDept {
  children: DeptTree[] | null;
}

export interface DeptListData {
  deptList: SysDept[];
}
