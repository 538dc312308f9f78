import { describe, expect, it, vi } from 'vitest';
import { clearAll, clearSession, Local, Session, TokenCookie } from './storage';

describe('Local and Session', () => {
  it.each([
    ['Local', Local, localStorage],
    ['Session', Session, sessionStorage],
  ] as const)('%s stores JSON under the bare key', (_, store, area) => {
    const key = (store === Local ? 'themeConfig' : 'userInfo') as never;
    store.set(key, { a: 1, b: [true, null], c: '中文' });
    expect(area.getItem(key)).toBe('{"a":1,"b":[true,null],"c":"中文"}');
    expect(store.get(key)).toEqual({ a: 1, b: [true, null], c: '中文' });
    store.remove(key);
    expect(store.get(key)).toBeNull();
  });

  it('round-trips every kind of JSON value', () => {
    for (const value of [0, '', 'text', false, [], { nested: { x: 1 } }, 'columns']) {
      Local.set('oldLayout', value);
      expect(Local.get('oldLayout')).toEqual(value);
    }
  });

  it('gives null for a value that is not JSON', () => {
    localStorage.setItem('frequency', 'not json{');
    expect(Local.get('frequency')).toBeNull();
  });

  it('clears only its own area', () => {
    Local.set('frequency', 1);
    Session.set('permissions', ['*/*/*']);
    Session.clear();
    expect(Session.get('permissions')).toBeNull();
    expect(Local.get('frequency')).toBe(1);
    Local.clear();
    expect(Local.get('frequency')).toBeNull();
  });
});

describe('TokenCookie', () => {
  it('keeps the raw token in the token cookie', () => {
    expect(TokenCookie.get()).toBeUndefined();
    TokenCookie.set('abc.def=ghi');
    expect(TokenCookie.get()).toBe('abc.def=ghi');
    expect(document.cookie).toContain('token=');
    TokenCookie.remove();
    expect(TokenCookie.get()).toBeUndefined();
  });

  it('treats an empty cookie as no token', () => {
    document.cookie = 'token=; path=/';
    expect(TokenCookie.get()).toBeUndefined();
  });
});

describe('clearing', () => {
  const fill = () => {
    TokenCookie.set('t');
    Session.set('userInfo', { id: 1 });
    Session.set('tagsViewList', []);
    Local.set('themeConfig', { primary: '#0169ff' });
  };

  it('clearSession drops the token and sessionStorage but keeps the theme', () => {
    fill();
    clearSession();
    expect(TokenCookie.get()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(Local.get('themeConfig')).toEqual({ primary: '#0169ff' });
  });

  it('clearAll drops the token and both storages', () => {
    fill();
    clearAll();
    expect(TokenCookie.get()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});

describe('outside a browser (the build pre-rendering /login)', () => {
  it('reads nothing and keeps nothing', () => {
    vi.stubGlobal('window', undefined);
    try {
      Local.set('themeConfig', { isIsDark: true });
      expect(Local.get('themeConfig')).toBeNull();
      Session.remove('userInfo');
      Session.clear();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
