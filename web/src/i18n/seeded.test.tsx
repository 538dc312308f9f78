import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDicts } from '../../../server/src/composition/seed/dicts.ts';
import { seedMenus, type SeedMenu } from '../../../server/src/composition/seed/menus.ts';
import { useDict } from '@/lib/dict';
import i18n from './index.ts';
import { DEFAULT_LEVELS } from '../../../server/src/modules/alarm/seed.ts';
import { DEMO_PRODUCT_KEY, DEMO_TSL } from '../../../server/src/modules/device/product/seed.ts';
import { DEMO_TAGS } from '../../../server/src/modules/device/seed.ts';
import { SEED_DEPTS } from '../../../server/src/modules/dept/seed.ts';
import { SEED_ROLE_ROWS } from '../../../server/src/modules/role/seed.ts';
import {
  routeName,
  seededCategoryName,
  seededDeptName,
  seededDeviceName,
  seededDictLabel,
  seededDictName,
  seededLevelName,
  seededNickname,
  seededProductName,
  seededPropertyName,
  seededRoleName,
  seededRuleTitle,
  seededTagName,
  seededTagValue,
} from './seeded.ts';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const flatten = (menus: SeedMenu[]): SeedMenu[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);

beforeAll(() => i18n.changeLanguage('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('seeded rows in the user language', () => {
  it('names rules as GoFrame does (the shell gets these names from getUserMenus)', () => {
    expect(routeName('api/v1/system/auth/menuList')).toBe('apiV1SystemAuthMenuList');
    expect(routeName('demo/pages/formI18n')).toBe('demoPagesFormI18N');
    expect(routeName('btn.add')).toBe('btnAdd');
  });

  it('knows every seeded menu, button and dictionary, so each shows translated', () => {
    for (const m of flatten(seedMenus)) expect(seededRuleTitle(m.name, m.title), m.name).not.toBe(m.title);
    for (const d of seedDicts) {
      expect(seededDictName(d.type, d.name), d.type).not.toBe(d.name);
      for (const [value, label] of d.items)
        if (!/^[A-Z]+$/.test(label))
          expect(seededDictLabel(d.type, value, label), `${d.type}.${value}`).not.toBe(label);
    }
  });

  it('names the seeded roles, departments, demo properties and device tags in the language while unchanged (issue 23)', async () => {
    for (const r of SEED_ROLE_ROWS) expect(seededRoleName(r.name), r.roleKey).not.toBe(r.name);
    expect(seededRoleName('超级管理员')).toBe('Super administrator');
    expect(seededRoleName('Operators')).toBe('Operators');
    for (const name of Object.values(SEED_DEPTS)) expect(seededDeptName(name), name).not.toBe(name);
    expect(seededDeptName('研发组')).toBe('R&D team');
    expect(seededDeptName('Sales')).toBe('Sales');
    for (const p of DEMO_TSL.properties ?? []) expect(seededPropertyName(p.key, p.name), p.key).not.toBe(p.name);
    expect(seededPropertyName('temperature', '温度')).toBe('Temperature');
    expect(seededPropertyName('temperature', 'Room temperature')).toBe('Room temperature');
    // Another property keeps a seeded name that is not its own.
    expect(seededPropertyName('pressure', '温度')).toBe('温度');
    for (const tag of DEMO_TAGS) {
      expect(seededTagName(tag.key, tag.name), tag.key).not.toBe(tag.name);
      if (/\p{Script=Han}/u.test(tag.value)) expect(seededTagValue(tag.value), tag.value).not.toBe(tag.value);
    }
    expect(seededTagName('location', 'Site')).toBe('Site');
    expect(seededTagValue('上海')).toBe('Shanghai');
    await i18n.changeLanguage('zh-tw');
    expect(seededDeptName('华南分公司')).toBe('華南分公司');
    expect(seededPropertyName('humidity', '湿度')).toBe('濕度');
    await i18n.changeLanguage('en');
  });

  it('names the seeded alarm levels in the language, and a renamed level as named', () => {
    for (const l of DEFAULT_LEVELS) expect(seededLevelName(l.level, l.name), l.name).not.toBe(l.name);
    expect(seededLevelName(1, '超紧急')).toBe('Critical');
    expect(seededLevelName(1, 'Fire')).toBe('Fire');
  });

  it('names the seeded catalogue, demo devices, simulator and accounts in the language while unchanged', async () => {
    expect(seededCategoryName('sensor', '传感器')).toBe('Sensors');
    expect(seededCategoryName('sensor', 'My sensors')).toBe('My sensors');
    expect(seededProductName(DEMO_PRODUCT_KEY, DEMO_TSL.name)).toBe('Temperature and humidity sensor');
    expect(seededProductName('sim_th_sensor', '模拟温湿度传感器')).toBe('Simulated temperature and humidity sensor');
    expect(seededProductName('other', DEMO_TSL.name)).toBe(DEMO_TSL.name);
    expect(seededDeviceName('th_0001', '温湿度传感器 1')).toBe('Temperature and humidity sensor 1');
    expect(seededDeviceName('th_0005', '温湿度传感器 5')).toBe('Temperature and humidity sensor 5');
    expect(seededDeviceName('sim_00042', '模拟传感器 00042')).toBe('Simulated sensor 00042');
    expect(seededDeviceName('th_0001', '温湿度传感器 2')).toBe('温湿度传感器 2');
    expect(seededDeviceName('th_0001', 'Boiler room')).toBe('Boiler room');
    expect(seededNickname('超级管理员', 'admin')).toBe('Administrator');
    expect(seededNickname('演示用户', 'demo')).toBe('Demo user');
    expect(seededNickname('超级管理员', 'someone')).toBe('超级管理员');
    // Where only the nickname is sent (a notice's sender), a seeded nickname is still one.
    expect(seededNickname('超级管理员')).toBe('Administrator');
    expect(seededNickname('Boss')).toBe('Boss');
    await i18n.changeLanguage('zh-tw');
    expect(seededDeviceName('th_0002', '温湿度传感器 2')).toBe('溫濕度感測器 2');
    expect(seededNickname('超级管理员', 'admin')).toBe('超級管理員');
    await i18n.changeLanguage('zh-cn');
    expect(seededDeviceName('th_0002', '温湿度传感器 2')).toBe('温湿度传感器 2');
    await i18n.changeLanguage('en');
  });

  it('leaves text an administrator typed as typed', async () => {
    expect(seededDictLabel('sys_normal_disable', '1', '正常')).toBe('Normal');
    expect(seededDictLabel('sys_normal_disable', '1', 'Active')).toBe('Active');
    expect(seededDictName('my_type', '我的')).toBe('我的');
    expect(seededRuleTitle('api/v1/system/setting', '设置中心')).toBe('设置中心');
    await i18n.changeLanguage('zh-tw');
    expect(seededDictLabel('sys_user_sex', '0', '保密')).toBe('保密');
    expect(seededDictLabel('notice_tag', '5', '紧急')).toBe('緊急');
    await i18n.changeLanguage('en');
  });

  it('dictionary options (useDict) carry the translated labels', async () => {
    http.get.mockResolvedValue({
      info: null,
      values: [
        { key: '1', value: '正常', isDefault: 1, remark: '' },
        { key: '0', value: 'Switched off', isDefault: 0, remark: '' },
      ],
    });
    function Options() {
      const { sys_normal_disable: options } = useDict('sys_normal_disable');
      return <p>{options.map((o) => o.label).join(', ')}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Options />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Normal, Switched off')).toBeInTheDocument();
  });
});
