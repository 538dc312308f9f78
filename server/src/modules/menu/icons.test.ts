// Menu icons per console: GFast's console gets Element Plus names it draws, this console its antd names.
import { readFileSync } from 'node:fs';
import { WITH_HOME, type MenuTree, type UserMenu } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { seedMenus, type SeedMenu } from '../../composition/seed/menus.ts';
import { signedInApp } from '../../../test/helpers.ts';
import { ELEMENT_PLUS_ICONS, gfastIcon } from './icons.ts';

const icons = (menus: UserMenu[]): string[] => menus.flatMap((m) => [m.meta.icon, ...icons(m.children)]);
const seededIcons = (menus: SeedMenu[]): string[] =>
  menus.flatMap((m) => [...(m.icon ? [m.icon] : []), ...seededIcons(m.children ?? [])]);
/** What GFast's SvgIcon draws as an icon (gfast-mandate-ui src/components/svgIcon/index.vue). */
const gfastDraws = (icon: string) => icon === '' || /^ele-[A-Z][A-Za-z]+$/.test(icon);

describe('menu icons per console', () => {
  const s = signedInApp();

  it('has an Element Plus icon for every seeded icon and every icon of the console’s picker', () => {
    for (const icon of seededIcons(seedMenus)) expect(ELEMENT_PLUS_ICONS, icon).toHaveProperty(icon);
    const registry = readFileSync(new URL('../../../../web/src/components/icon/registry.ts', import.meta.url), 'utf8');
    const offered = [...new Set(registry.match(/\b[A-Z][A-Za-z]+(?:Outlined|Filled|TwoTone)\b/g))];
    expect(offered.length).toBeGreaterThan(50);
    for (const icon of offered) expect(ELEMENT_PLUS_ICONS, icon).toHaveProperty(icon);
  });

  it('keeps names GFast draws itself and gives an unknown antd name its generic icon', () => {
    expect(gfastIcon('SettingOutlined')).toBe('ele-Setting');
    expect(gfastIcon('ele-Avatar')).toBe('ele-Avatar');
    expect(gfastIcon('iconfont icon-xitongshezhi')).toBe('iconfont icon-xitongshezhi');
    expect(gfastIcon('fa fa-bar-chart')).toBe('fa fa-bar-chart');
    expect(gfastIcon('')).toBe('');
    expect(gfastIcon('NoSuchOutlined')).toBe('ele-Menu');
  });

  it("answers GFast's console Element Plus names, at login and in getUserMenus", async () => {
    // gfast-mandate-ui src/views/login/component/account.vue: login(state.ruleForm), posted by
    // src/api/login/index.ts (captcha off in tests: its fields are sent empty).
    const login = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/login',
      payload: { username: 'admin', password: '123456', verifyCode: '', verifyKey: '' },
    });
    expect(login.body.code).toBe(0);
    const atLogin = icons(login.body.data.menuList);
    expect(atLogin.length).toBeGreaterThan(10);
    expect(atLogin.filter((i) => !gfastDraws(i))).toEqual([]);
    expect(atLogin).toContain('ele-Setting');
    // src/api/system/menu/index.ts getUserMenus: a GET without parameters.
    const menus = await s.t.call({ method: 'GET', url: '/api/v1/system/user/getUserMenus', token: s.admin });
    expect(icons(menus.body.data.menuList).filter((i) => !gfastDraws(i))).toEqual([]);
  });

  it('answers this console its antd names', async () => {
    const [name, value] = WITH_HOME.split('=');
    const menus = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/user/getUserMenus',
      query: { [name]: value },
      token: s.admin,
    });
    const ours = icons(menus.body.data.menuList);
    expect(ours).toContain('SettingOutlined');
    expect(ours.some((i) => i.startsWith('ele-'))).toBe(false);
  });

  it("draws the menu page's icons in either console (menu/list)", async () => {
    const ruleIcons = (rules: MenuTree[]): string[] => rules.flatMap((r) => [r.icon, ...ruleIcons(r.children ?? [])]);
    // gfast-mandate-ui src/api/system/menu/index.ts getMenuList(query): its search form's fields.
    const gfast = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/menu/list',
      query: { title: '', component: '' },
      token: s.admin,
    });
    const theirs = ruleIcons(gfast.body.data.rules);
    expect(theirs).toContain('ele-Setting');
    expect(theirs.filter((i) => !gfastDraws(i))).toEqual([]);
    const [name, value] = WITH_HOME.split('=');
    const ours = await s.t.call({
      method: 'GET',
      url: '/api/v1/system/menu/list',
      query: { [name]: value },
      token: s.admin,
    });
    expect(ruleIcons(ours.body.data.rules)).toContain('SettingOutlined');
  });
});
