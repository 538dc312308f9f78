import { PERMISSIONS } from '@iot/contract';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../../test/helpers.ts';
import { addRole, addUser, ruleIdOf, STRONG } from '../../../test/org-fixture.ts';
import { isEffective, nextChange, parseEffectiveTime } from './effective-time.ts';

const at = (s: string) => new Date(s.replace(' ', 'T'));

describe('role effective time', () => {
  it('type 0 always; type 1 between two datetimes; type 2 on weekdays within a daily window', () => {
    expect(isEffective(parseEffectiveTime(''))).toBe(true);
    expect(isEffective(parseEffectiveTime('not json'))).toBe(true);
    const dates = parseEffectiveTime(
      JSON.stringify({ effectiveType: 1, dateRange: ['2024-03-01 00:00:00', '2024-03-31 23:59:59'] }),
    );
    expect(isEffective(dates, at('2024-03-15 12:00:00'))).toBe(true);
    expect(isEffective(dates, at('2024-04-01 00:00:00'))).toBe(false);
    expect(nextChange(dates, at('2024-02-01 00:00:00'))).toBe(at('2024-03-01 00:00:00').getTime());
    // 2024-03-04 is a Monday.
    const window = parseEffectiveTime(
      JSON.stringify({ effectiveType: 2, weekDay: [1], dayRange: ['2024-02-01 08:00:00', '2024-02-01 19:00:00'] }),
    );
    expect(isEffective(window, at('2024-03-04 09:00:00'))).toBe(true);
    expect(isEffective(window, at('2024-03-04 20:00:00'))).toBe(false);
    expect(isEffective(window, at('2024-03-05 09:00:00'))).toBe(false);
    expect(nextChange(window, at('2024-03-04 20:00:00'))).toBe(at('2024-03-11 08:00:00').getTime());
    expect(nextChange(parseEffectiveTime(''))).toBe(Infinity);
  });

  describe('enforced on the server', () => {
    const s = signedInApp();

    it('outside its effective time a role grants nothing; inside it does', async () => {
      const id = await addRole(s.t, s.admin, 'Timed', [PERMISSIONS.post.list]);
      await addUser(s.t, s.admin, 'timed', { roleIds: [id] });
      const token = await s.t.login('timed', STRONG);
      const posts = () => s.t.api('GET', '/api/v1/system/post/list', {}, token);
      expect((await posts()).body.code).toBe(0);
      const menuIds = [await ruleIdOf(s.t, PERMISSIONS.post.list)];
      const range = (from: string, to: string) =>
        s.t.api(
          'PUT',
          '/api/v1/system/role/edit',
          { id, name: 'Timed', menuIds, effectiveType: 1, dateRange: [from, to] },
          s.admin,
        );
      expect((await range('2000-01-01 00:00:00', '2000-12-31 00:00:00')).body.code).toBe(0);
      expect((await posts()).body.code).toBe(-1);
      const menus = (await s.t.api('GET', '/api/v1/system/user/getUserMenus', {}, token)).body.data;
      expect(JSON.stringify(menus.menuList)).not.toContain('postList');
      expect((await range('2000-01-01 00:00:00', '2999-12-31 00:00:00')).body.code).toBe(0);
      expect((await posts()).body.code).toBe(0);
    });

    it("the cached rights expire when a role's time starts, with no write in between", async () => {
      const id = await addRole(s.t, s.admin, 'Soon', [PERMISSIONS.post.list]);
      await addUser(s.t, s.admin, 'soon', { roleIds: [id] });
      const token = await s.t.login('soon', STRONG);
      const wire = (d: Date) => d.toLocaleString('sv').slice(0, 19);
      const start = new Date(Date.now() + 1500);
      const menuIds = [await ruleIdOf(s.t, PERMISSIONS.post.list)];
      const form = { id, name: 'Soon', menuIds, effectiveType: 1, dateRange: [wire(start), '2999-12-31 00:00:00'] };
      expect((await s.t.api('PUT', '/api/v1/system/role/edit', form, s.admin)).body.code).toBe(0);
      const posts = () => s.t.api('GET', '/api/v1/system/post/list', {}, token);
      expect((await posts()).body.code).toBe(-1);
      await new Promise((r) => setTimeout(r, start.getTime() - Date.now() + 1100));
      expect((await posts()).body.code).toBe(0);
    });
  });
});
