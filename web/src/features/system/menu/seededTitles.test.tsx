import type { MenuTree } from '@iot/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { http } from '@/test/httpMock';
import { testRule } from '@/test/menuRules';
import { grant } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { MenuPage } from './MenuPage';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
vi.mock('@/routing/routes', () => ({ refreshRoutes: vi.fn() }));

const rule = (id: number, pid: number, name: string, title: string, menuType: number, children: MenuTree[] = []) =>
  testRule(id, pid, title, menuType, { name, children });

// As the server seeds them (Chinese, like GFast), plus one an administrator renamed and one typed.
const tree = [
  rule(1, 0, 'api/v1/system/setting', '系统设置', 0, [
    rule(2, 1, 'api/v1/system/auth/menuList', '菜单管理', 1, [rule(3, 2, 'api/v1/system/menu/add', '新增菜单', 2)]),
    rule(4, 1, 'api/v1/system/dict/type/list', '我的字典', 1),
  ]),
  rule(5, 0, 'my/own', '自己的菜单', 1),
];

beforeAll(() => {
  http.get.mockImplementation(async (url: string) => {
    if (url.includes('/menu/list')) return { rules: tree };
    throw new Error(`unexpected GET ${url}`);
  });
  grant([]);
});
afterAll(() => i18n.changeLanguage('en'));

describe('menu management titles', { timeout: 60000 }, () => {
  it.each([
    ['en', ['System settings', 'Menus', 'Add menu']],
    ['zh-tw', ['系統設定', '選單管理', '新增選單']],
  ])('shows seeded titles in %s, typed ones as typed', async (lang, seeded) => {
    await i18n.changeLanguage(lang);
    renderWithProviders(<MenuPage />);
    expect(await screen.findByText(seeded[0])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /(Expand all|展開全部)$/ }));
    for (const title of seeded) expect(screen.getByText(title)).toBeInTheDocument();
    // Renamed by an administrator, or typed: shown as stored.
    expect(screen.getByText('我的字典')).toBeInTheDocument();
    expect(screen.getByText('自己的菜单')).toBeInTheDocument();
  });
});
