// Fills an empty database with what the modules seed: their own rows (the accounts), then the
// menus with their grants, then the dictionaries.
import { sql } from 'drizzle-orm';
import { modules } from '../modules.ts';
import type { Db } from '../../db/client.ts';
import type { SeedConfig, SeedMenu } from '../../db/seed/rows.ts';
import { authRules, dictData, dictTypes, roleRules, roles, users } from '../schema.ts';
import { seedDicts } from './dicts.ts';
import { seedMenus } from './menus.ts';

/** Fills an empty database (no users yet) in one transaction; a database with users is left alone. */
export async function seedIfEmpty(db: Db, config: SeedConfig): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    for (const m of modules) await m.seed.insert?.(tx, config);
    const roleIdByKey = Object.fromEntries(
      (await tx.select({ id: roles.id, key: roles.roleKey }).from(roles)).map((r) => [r.key, r.id]),
    );

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
        // The super-admin role holds every rule without grants.
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
