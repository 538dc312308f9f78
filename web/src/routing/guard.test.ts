import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decide } from './guard';

describe('navigation guard', () => {
  it('lets a visitor without a token reach /login', () => {
    expect(decide({ pathname: '/login', search: '', hasToken: false, routesLoaded: false })).toEqual({ type: 'allow' });
  });
  it('sends a visitor without a token to /login with redirect and params, clearing storage', () => {
    const d = decide({ pathname: '/system/menu', search: '?a=1&b=x', hasToken: false, routesLoaded: false });
    expect(d.type).toBe('redirect');
    if (d.type !== 'redirect') return;
    expect(d.clearStorage).toBe(true);
    const url = new URL(d.to, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/system/menu');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({ a: '1', b: 'x' });
  });
  it('sends a logged-in user away from /login to /home', () => {
    expect(decide({ pathname: '/login', search: '', hasToken: true, routesLoaded: true })).toEqual({
      type: 'redirect',
      to: '/home',
    });
  });
  it('loads routes first when the list is empty', () => {
    expect(decide({ pathname: '/home', search: '', hasToken: true, routesLoaded: false })).toEqual({
      type: 'loadRoutes',
    });
    expect(decide({ pathname: '/home', search: '', hasToken: true, routesLoaded: true })).toEqual({ type: 'allow' });
  });
  it('returns to redirect with params after login, and refuses foreign targets', () => {
    expect(afterLoginTarget('?redirect=%2Fsystem%2Fmenu&params=%7B%22a%22%3A%221%22%7D')).toBe('/system/menu?a=1');
    expect(afterLoginTarget('?redirect=%2Fx&params=broken')).toBe('/x');
    expect(afterLoginTarget('')).toBe('/home');
    expect(afterLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/home');
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/home');
  });
});
