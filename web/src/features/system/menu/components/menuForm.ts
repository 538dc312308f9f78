// The menu dialog's values: a new rule's, an existing rule's (menu/get's answer in the form's
// names) and the body sent (every field, trimmed).
import type { MenuGetData } from '@iot/contract';
import type { MenuForm } from '../api';

export const emptyForm: MenuForm = {
  menuType: 0,
  pid: 0,
  name: '',
  menuName: '',
  icon: '',
  menuSort: 0,
  condition: '',
  remark: '',
  isHide: 0,
  path: '',
  redirect: '',
  component: '',
  isLink: 0,
  isIframe: 0,
  isKeepAlive: 0,
  isAffix: 0,
  linkUrl: '',
  roles: [],
};

const flag = (v: unknown): 0 | 1 => (Number(v) === 1 ? 1 : 0);

/** menu/get's answer in the form's names (title -> menuName, weigh -> menuSort, isCached -> isKeepAlive). */
export function ruleToForm({ rule, roleIds }: MenuGetData): MenuForm {
  return {
    menuType: Number(rule.menuType) || 0,
    pid: rule.pid,
    name: rule.name,
    menuName: rule.title,
    icon: rule.icon ?? '',
    menuSort: rule.weigh ?? 0,
    condition: rule.condition ?? '',
    remark: rule.remark ?? '',
    isHide: flag(rule.isHide),
    path: rule.path ?? '',
    redirect: rule.redirect ?? '',
    component: rule.component ?? '',
    isLink: flag(rule.isLink),
    isIframe: flag(rule.isIframe),
    isKeepAlive: flag(rule.isCached),
    isAffix: flag(rule.isAffix),
    linkUrl: rule.linkUrl ?? '',
    roles: roleIds ?? [],
  };
}

/**
 * Every field of the form, trimmed, with the values hidden for this menu type kept as they were
 * (the form keeps the values of the fields it no longer shows).
 */
export function toBody(values: Partial<MenuForm>): MenuForm {
  const v = { ...emptyForm, ...values };
  const text = (s: string | undefined) => (s ?? '').trim();
  return {
    ...v,
    menuType: Number(v.menuType) || 0,
    pid: Number(v.pid) || 0,
    name: text(v.name),
    menuName: text(v.menuName),
    icon: text(v.icon),
    menuSort: Number(v.menuSort) || 0,
    condition: text(v.condition),
    remark: text(v.remark),
    path: text(v.path),
    redirect: text(v.redirect),
    component: text(v.component),
    linkUrl: text(v.linkUrl),
    roles: v.roles ?? [],
  };
}
