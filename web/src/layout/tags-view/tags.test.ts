import { describe, expect, it } from 'vitest';
import { addTag, closeAll, closeOthers, closeTag, moveTag, tagKey, withAffix, type Tag } from './tags';

const tag = (path: string, extra: Partial<Tag> = {}): Tag => ({
  key: path,
  path,
  routePath: path,
  name: path.slice(1) || 'root',
  title: path,
  icon: '',
  isAffix: false,
  isKeepAlive: false,
  ...extra,
});
const home = tag('/home', { isAffix: true });
const keys = (l: Tag[]) => l.map((t) => t.key);

describe('tags view operations', () => {
  it('adds a tab once per key and updates it in place', () => {
    let l = addTag([home], tag('/a'));
    l = addTag(l, tag('/a'));
    expect(keys(l)).toEqual(['/home', '/a']);
    const shared = tag('/d/1', { key: tagKey(true, 'd', '/d/1') });
    l = addTag(l, shared);
    l = addTag(l, { ...shared, path: '/d/2' });
    expect(l).toHaveLength(3);
    expect(l[2].path).toBe('/d/2');
  });
  it('keys by full path unless share mode keys by route name', () => {
    expect(tagKey(false, 'd', '/d/1?x=1')).toBe('/d/1?x=1');
    expect(tagKey(true, 'd', '/d/1?x=1')).toBe('name:d');
  });
  it('closes a tab and names the neighbour to go to; pinned tabs stay', () => {
    const l = [home, tag('/a'), tag('/b'), tag('/c')];
    expect(closeTag(l, '/b')).toEqual({ list: [home, tag('/a'), tag('/c')], next: tag('/c') });
    expect(closeTag(l, '/c').next).toEqual(tag('/b'));
    expect(closeTag(l, '/home').list).toBe(l);
    expect(closeTag(l, '/nope').list).toBe(l);
  });
  it('closes others and all, keeping pinned tabs', () => {
    const l = [home, tag('/a'), tag('/b')];
    expect(keys(closeOthers(l, '/b'))).toEqual(['/home', '/b']);
    expect(keys(closeAll(l))).toEqual(['/home']);
  });
  it('reorders by drag, never moving pinned tabs', () => {
    const l = [home, tag('/a'), tag('/b'), tag('/c')];
    expect(keys(moveTag(l, '/c', '/a'))).toEqual(['/home', '/c', '/a', '/b']);
    expect(moveTag(l, '/a', '/home')).toBe(l);
    expect(moveTag(l, '/home', '/b')).toBe(l);
  });
  it('puts pinned tabs first without duplicates', () => {
    expect(keys(withAffix([tag('/a'), home], [home]))).toEqual(['/home', '/a']);
  });
});
