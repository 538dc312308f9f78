// Menu (auth rule) management, GFast §3.5. The form's names differ from the stored ones:
// menuName -> title, menuSort -> weigh, isKeepAlive -> isCached, roles -> role grants.
import { z } from 'zod';
import { filterStr, flag, idList, int, intOr, optStr, requiredStr } from './fields.ts';
import { menuLinkPattern, menuPathPattern } from './patterns.ts';

/** GFast binds `title` to `menuName` by name folding; the UI sends `title`. */
export const menuListQuery = z.object({
  menuName: filterStr(),
  title: filterStr(),
  component: filterStr(),
});
export type MenuListQuery = z.infer<typeof menuListQuery>;

export const menuIdQuery = z.object({ id: int().pipe(z.number().min(1)) });

/**
 * Where a menu leads (link or iframe address, path, redirect): empty, http(s), or a path on this
 * site. Anything else would run in the console when the menu is opened, so the server refuses it.
 */
const link = (max: number, pattern = menuLinkPattern) =>
  optStr(max).refine((v) => pattern.test(v), { params: { key: 'badLink' } });

const menuFields = {
  menuType: intOr(0).pipe(z.number().min(0).max(2)),
  pid: intOr(0).pipe(z.number().min(0)),
  name: requiredStr(255),
  menuName: requiredStr(100),
  icon: optStr(255),
  menuSort: intOr(0),
  condition: optStr(255),
  remark: optStr(255),
  isHide: flag(0),
  path: link(255, menuPathPattern),
  redirect: link(255, menuPathPattern),
  component: optStr(255),
  isLink: flag(0),
  isIframe: flag(0),
  isKeepAlive: flag(0),
  isAffix: flag(0),
  linkUrl: link(500),
  /** Replaces the set of roles granted this rule; absent keeps the current grants (on update). */
  roles: idList()
    .pipe(z.array(z.number().min(1)).max(1000))
    .optional(),
};

type MenuFormShape = { menuType: number; component: string };
/** GFast's required-if:menuType,1 on component. */
const componentForPages = (form: MenuFormShape, ctx: z.RefinementCtx) => {
  if (form.menuType === 1 && !form.component) {
    ctx.addIssue({ code: 'custom', path: ['component'], params: { key: 'componentRequired' } });
  }
};

export const menuAddBody = z.object(menuFields).superRefine(componentForPages);
export type MenuAddBody = z.infer<typeof menuAddBody>;

export const menuUpdateBody = z
  .object({ ...menuFields, id: int().pipe(z.number().min(1)) })
  .superRefine(componentForPages);
export type MenuUpdateBody = z.infer<typeof menuUpdateBody>;

export const menuDeleteBody = z.object({ ids: idList().pipe(z.array(z.number()).min(1).max(1000)) });

/** A rule as the menu pages show it (GFast MenuInfo). */
export interface MenuInfo {
  id: number;
  pid: number;
  name: string;
  title: string;
  icon: string;
  condition: string;
  remark: string;
  menuType: number;
  weigh: number;
  isHide: number;
  isCached: number;
  isAffix: number;
  path: string;
  redirect: string;
  component: string;
  isIframe: number;
  isLink: number;
  linkUrl: string;
}

/** `children` is `[]` on leaves of the tree and `null` in the filtered (flat) list. */
export interface MenuTree extends MenuInfo {
  children: MenuTree[] | null;
}

/** menu/get's rule: MenuInfo plus bookkeeping columns. */
export interface SysAuthRule extends MenuInfo {
  moduleType: string;
  modelId: number;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface SysRole {
  id: number;
  pid: number;
  status: number;
  listOrder: number;
  name: string;
  remark: string;
  dataScope: number;
  createdAt: string | null;
  updatedAt: string | null;
  userCnt: number;
  createdBy: number;
  effectiveTime: string;
  /** Ours: the key the console's route meta.roles use. */
  roleKey: string;
}

export interface MenuListData {
  rules: MenuTree[];
}
export interface MenuParamsData {
  roles: SysRole[];
  menus: MenuInfo[];
}
export interface MenuGetData {
  rule: SysAuthRule;
  roleIds: number[];
}
