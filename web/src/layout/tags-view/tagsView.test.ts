import { afterEach, describe, expect, it } from 'vitest';
import type { Tag } from './tags';
import { Session } from '@/lib/storage';
import { useTagsView } from './tagsView';

const tag = (path: string, extra: Partial<Tag> = {}): Tag => ({
  key: path,
  path,
  routePath: path,
  name: path.slice(1),
  title: path,
  icon: '',
  isAffix: false,
  isKeepAlive: false,
  ...extra,
});

afterEach(() => {
  useTagsView.getState().reset();
  sessionStorage.clear();
});

describe('tags view store', () => {
  it('with "cache tags view" on, every stored tab survives a reload, the page on screen added first', () => {
    const home = tag('/home', { isAffix: true });
    Session.set('tagsViewList', [home, tag('/a'), tag('/b')]);
    // After a reload the page on screen adds its tab before the layout restores the list.
    useTagsView.getState().add(tag('/c'), true);
    expect(Session.get<Tag[]>('tagsViewList')?.map((t) => t.path)).toEqual(['/home', '/a', '/b']);
    useTagsView.getState().init([home], true);
    expect(useTagsView.getState().tags.map((t) => t.path)).toEqual(['/home', '/a', '/b', '/c']);
    expect(Session.get<Tag[]>('tagsViewList')?.map((t) => t.path)).toEqual(['/home', '/a', '/b', '/c']);
    useTagsView.getState().add(tag('/d'), true);
    expect(Session.get<Tag[]>('tagsViewList')).toHaveLength(5);
  });

  it('with the setting off, nothing is restored or stored', () => {
    Session.set('tagsViewList', [tag('/a')]);
    useTagsView.getState().add(tag('/c'), false);
    useTagsView.getState().init([], false);
    expect(useTagsView.getState().tags.map((t) => t.path)).toEqual(['/c']);
    expect(Session.get('tagsViewList')).toBeNull();
  });

  it('drops stored tabs the layout refuses (directories)', () => {
    Session.set('tagsViewList', [tag('/iot'), tag('/iot/device')]);
    useTagsView.getState().init([], true, (t) => t.routePath !== '/iot');
    expect(useTagsView.getState().tags.map((t) => t.path)).toEqual(['/iot/device']);
  });
});
