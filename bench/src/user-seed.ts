// 10,000 users for the user-list budget, written straight into the stopped server's database:
// through the API each would cost a password hash (scrypt) and the seeding would take minutes.
// The measured path (the list requests) is the real one; only the rows arrive by another way.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';
import { depts, roles, userRoles, users } from '../../server/src/composition/schema.ts';
import { hashPassword } from '../../server/src/access/password.ts';

export const USERS = 10_000;

/** Users spread over the seeded departments, each with the common role; returns the branch to filter by. */
export async function seedUsers(dataDir: string): Promise<{ branchId: number }> {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const deptRows = await db.select({ id: depts.deptId, name: depts.deptName }).from(depts);
    const [common] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'common'));
    const hash = await hashPassword('Passw0rd');
    for (let start = 0; start < USERS; start += 1000) {
      const batch = Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        return {
          userName: `bench${i}`,
          userNickname: `Bench user ${i}`,
          mobile: `139${String(i).padStart(8, '0')}`,
          passwordHash: hash,
          deptId: deptRows[i % deptRows.length].id,
          userStatus: i % 10 === 0 ? 0 : 1,
        };
      });
      const added = await db.insert(users).values(batch).returning({ id: users.id });
      await db.insert(userRoles).values(added.map((u) => ({ userId: u.id, roleId: common.id })));
    }
    // A branch with a team below it: the filter covers descendants.
    const branch = deptRows.find((d) => d.name === '华南分公司') ?? deptRows[0];
    return { branchId: branch.id };
  } finally {
    await database.close();
  }
}
