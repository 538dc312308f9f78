import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../client.ts';
import { authRules, dictData, dictTypes, roleRules, roles, userRoles, users } from '../schema.ts';
import { seedDicts } from './dicts.ts';
import { seedMenus, type SeedMenu } from './menus.ts';

/** Fills an empty database (no users yet) in one transaction; a database with users is left alone. */
export async function seedIfEmpty(db: Db, config: Pick<Config, 'adminPassword' | 'demoPassword'>): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(config.adminPassword),
    hashPassword(config.demoPassword),
  ]);
  await db.transaction(async (tx) => {
    const [superRole, commonRole] = await tx
      .insert(roles)
      .values([
        {
          roleKey: 'admin',
          name: '超级管理员',
          isSuperAdmin: true,
          listOrder: 1,
          remark: '拥有全部权限',
          dataScope: 1,
        },
        { roleKey: 'common', name: '普通用户', listOrder: 2, remark: '普通员工' },
      ])
      .returning();
    const roleIdByKey: Record<string, number> = { admin: superRole.id, common: commonRole.id };
    const [admin, demo] = await tx
      .insert(users)
      .values([
        {
          userName: 'admin',
          userNickname: '超级管理员',
          passwordHash: adminHash,
          isAdmin: 1,
          mobile: '13800000000',
          userEmail: 'admin@example.com',
          sex: 1,
        },
        {
          userName: 'demo',
          userNickname: '演示用户',
          passwordHash: demoHash,
          mobile: '13800000001',
          userEmail: 'demo@example.com',
          sex: 0,
        },
      ])
      .returning();
    await tx.insert(userRoles).values([
      { userId: admin.id, roleId: superRole.id },
      { userId: demo.id, roleId: commonRole.id },
    ]);

    // Siblings are ordered by weigh DESC, so earlier entries get higher weights.
    const insertMenus = async (items: SeedMenu[], pid: number) => {
      for (const [i, m] of items.entries()) {
        const [row] = await tx
          .insert(authRules)
          .values({
            pid,
            name: m.name,
            title: m.title,
            icon: m.icon ?? '',
            menuType: m.type ?? 1,
            weigh: (items.length - i) * 10,
            isHide: m.hide ? 1 : 0,
            path: m.path ?? '',
            component: m.component ?? '',
            isLink: m.link && !m.iframe ? 1 : 0,
            isIframe: m.iframe ? 1 : 0,
            isCached: m.keepAlive ? 1 : 0,
            isAffix: m.affix ? 1 : 0,
            linkUrl: m.link ?? '',
            redirect: m.redirect ?? '',
          })
          .returning({ id: authRules.id });
        const grants = (m.roles ?? [])
          .filter((k) => k !== 'admin')
          .map((k) => ({ roleId: roleIdByKey[k], ruleId: row.id }));
        if (grants.length) await tx.insert(roleRules).values(grants);
        if (m.children) await insertMenus(m.children, row.id);
      }
    };
    await insertMenus(seedMenus, 0);

    for (const d of seedDicts) {
      await tx.insert(dictTypes).values({ dictName: d.name, dictType: d.type, remark: d.remark ?? d.name });
      await tx.insert(dictData).values(
        d.items.map(([value, label, isDefault], i) => ({
          dictType: d.type,
          dictValue: value,
          dictLabel: label,
          dictSort: i,
          isDefault: isDefault ?? 0,
        })),
      );
    }
  });
  return true;
}
