import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDicts } from '../../../server/src/composition/seed/dicts.ts';
import { seedMenus, type SeedMenu } from '../../../server/src/composition/seed/menus.ts';
import { useDict } from '@/lib/dict';
import i18n from './index.ts';
import { DEFAULT_LEVELS } from '../../../server/src/modules/alarm/seed.ts';
import { routeName, seededDictLabel, seededDictName, seededLevelName, seededRuleTitle } from './seeded.ts';

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

  it('names the seeded alarm levels in the language, and a renamed level as named', () => {
    for (const l of DEFAULT_LEVELS) expect(seededLevelName(l.level, l.name), l.name).not.toBe(l.name);
    expect(seededLevelName(1, '超紧急')).toBe('Critical');
    expect(seededLevelName(1, 'Fire')).toBe('Fire');
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
