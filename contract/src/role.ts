// Roles, GFast §3.2: menu grants, effective time, data scope per menu, and the users of a role.
import { z } from 'zod';
import { filterInt, filterStr, idList, idSet, intOr, optStr, requiredStr, rowId, str } from './fields.ts';
import type { MenuInfo, MenuTree, SysRole } from './menu.ts';
import type { DeptTree } from './dept.ts';

export const roleListQuery = z.object({ roleName: filterStr(), roleStatus: filterInt() });
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleIdQuery = z.object({ id: rowId() });
export const roleMenuTreeQuery = z.object({ roleId: rowId() });

const dateTimePattern = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;
/** `[from, to]` as full datetimes; `[]` (or absent) when not used. */
const dateTimePair = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : v),
    z.union([
      z.tuple([]),
      z.tuple([str().pipe(z.string().regex(dateTimePattern)), str().pipe(z.string().regex(dateTimePattern))]),
    ]),
  );

/** When a role grants anything (GFast's effectiveTime): 0 always, 1 between dates, 2 on weekdays in a daily window. */
export const effectiveTimeFields = {
  effectiveType: intOr(0).pipe(z.literal([0, 1, 2])),
  /** 0 = Sunday ... 6 = Saturday. */
  weekDay: z.preprocess((v) => v ?? [], idList().pipe(z.array(z.number().min(0).max(6)).max(7))),
  /** Only the time of day counts (GFast's UI sends it on 2024-02-01). */
  dayRange: dateTimePair(),
  dateRange: dateTimePair(),
};
export interface EffectiveTime {
  effectiveType: 0 | 1 | 2;
  weekDay: number[];
  dayRange: string[];
  dateRange: string[];
}

type EffectiveForm = Pick<EffectiveTime, 'effectiveType' | 'dayRange' | 'dateRange'>;
/** Type 1 needs its two dates, type 2 its two times (a window that ends before it starts never opens). */
const rangeForType = (form: EffectiveForm, ctx: z.RefinementCtx) => {
  if (form.effectiveType === 1 && form.dateRange.length !== 2)
    ctx.addIssue({ code: 'custom', path: ['dateRange'], params: { key: 'required' } });
  if (form.effectiveType === 2 && form.dayRange.length !== 2)
    ctx.addIssue({ code: 'custom', path: ['dayRange'], params: { key: 'required' } });
};

const roleFields = {
  pid: intOr(0).pipe(z.number().min(0)),
  name: requiredStr(64),
  status: intOr(1).pipe(z.literal([0, 1])),
  listOrder: intOr(0),
  remark: optStr(500),
  /** Checked and half-checked rules of the tree; non-super-admins are limited to rules they hold. */
  menuIds: idSet(),
  ...effectiveTimeFields,
};
export const roleAddBody = z.object(roleFields).superRefine(rangeForType);
export type RoleAddBody = z.infer<typeof roleAddBody>;
export const roleEditBody = z.object({ ...roleFields, id: rowId() }).superRefine(rangeForType);
export type RoleEditBody = z.infer<typeof roleEditBody>;
export const roleDeleteBody = z.object({ ids: idSet().pipe(z.array(z.number()).min(1).max(1000)) });

/** GFast's five data scopes: all, custom departments, own department, own department and below, only self. */
export const DATA_SCOPE = { all: 1, custom: 2, ownDept: 3, ownDeptAndBelow: 4, self: 5 } as const;

export const roleDataScopeBody = z.object({
  roleId: rowId(),
  authData: z
    .array(
      z.object({
        menuId: intOr(0).pipe(z.number().min(0)),
        scope: intOr(0).pipe(z.number().int().min(0).max(5)),
        deptIds: idSet(),
      }),
    )
    .max(10000)
    .default([]),
});
export type RoleDataScopeBody = z.infer<typeof roleDataScopeBody>;

export const setRoleUserBody = z.object({ roleId: rowId(), userIds: idSet() });
export type SetRoleUserBody = z.infer<typeof setRoleUserBody>;

export interface RoleListData {
  list: SysRole[];
  total: null;
  currentPage: 0;
}

export interface RoleParamsData {
  menu: MenuInfo[];
  /** Rule ids the caller holds (all for super admins): the others cannot be granted. */
  accessMenus: number[];
}

/** role/get's role: the stored fields and the parsed effective time, all four always present. */
export type RoleInfo = SysRole & EffectiveTime;

export interface RoleGetData {
  role: RoleInfo;
  menuIds: number[];
}

export interface ScopeRow {
  id: number;
  roleId: number;
  menuId: number;
  dataScope: number;
  deptIds: number[];
}

export interface RoleMenuTreeData {
  rules: MenuTree[];
  dataScope: ScopeRow[];
}

export interface RoleDeptTreeData {
  depts: DeptTree[];
}
