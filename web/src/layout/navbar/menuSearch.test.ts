import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@/routing/types';
import { testRoute } from '@/test/routes';
import { searchableRoutes, searchRoutes } from './menuSearch';

const route = (path: string, title: string, children: AppRoute[] = [], isHide = false) =>
  testRoute(path, { name: path, children }, { title, isHide });

const tree = [
  route('/home', '首页'),
  route('/system', '系统设置', [route('/system/menu', '菜单管理'), route('/system/hidden', '隐藏', [], true)]),
  route('/demo/details/:id', '详情'),
  route('/secret', '秘密', [route('/secret/child', '孩子')], true),
];
const english: Record<string, string> = { '/home': 'Home', '/system/menu': 'Menus' };
const title = (r: AppRoute) => english[r.path] ?? r.meta.title;

describe('menu search', () => {
  it('offers only visible pages: no directories, hidden routes, children of hidden routes or parametrised paths', () => {
    expect(searchableRoutes(tree).map((r) => r.path)).toEqual(['/home', '/system/menu']);
  });

  it('matches the translated title, the server title and the path, ignoring case and blanks', () => {
    const pages = searchableRoutes(tree);
    const paths = (q: string) => searchRoutes(pages, q, title).map((r) => r.path);
    expect(paths('MENUS')).toEqual(['/system/menu']);
    expect(paths(' 菜单 ')).toEqual(['/system/menu']);
    expect(paths('/sys')).toEqual(['/system/menu']);
    expect(paths('o')).toEqual(['/home']);
    expect(paths('')).toEqual([]);
    expect(paths('   ')).toEqual([]);
    expect(paths('nothing')).toEqual([]);
  });
});
