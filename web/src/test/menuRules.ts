// Menu rules for the tests (menus, roles): every flag off and every text empty, so a test spells out
// only what it is about.
import type { MenuInfo, MenuTree } from '@iot/contract';

/** A rule as menu/getParams lists it (no children); `extra` changes some fields. */
export const testRuleInfo = (
  id: number,
  pid: number,
  title: string,
  menuType: number,
  extra: Partial<MenuInfo> = {},
): MenuInfo => ({
  id,
  pid,
  title,
  menuType,
  name: `rule/${id}`,
  icon: '',
  condition: '',
  remark: '',
  weigh: 0,
  isHide: 0,
  isCached: 0,
  isAffix: 0,
  path: '',
  redirect: '',
  component: '',
  isIframe: 0,
  isLink: 0,
  linkUrl: '',
  ...extra,
});

/** A rule of menu/list's tree, a leaf unless `extra` gives it children. */
export const testRule = (
  id: number,
  pid: number,
  title: string,
  menuType: number,
  extra: Partial<MenuTree> = {},
): MenuTree => ({ ...testRuleInfo(id, pid, title, menuType), children: [], ...extra });
