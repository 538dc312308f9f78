// Who is calling, and the one permission check. Principals are loaded from the tables of the
// module that keeps accounts and roles (modules/auth/principal.ts) and cached in `app.ctx.rights`.
import type { LoginUser } from '@iot/contract';

/** Who is calling: the user row's essentials, their roles and the rule names they may use. */
export interface Principal {
  id: number;
  userName: string;
  userStatus: number;
  roleIds: number[];
  roleKeys: string[];
  isSuperAdmin: boolean;
  /** The user's department (0: none), for data scopes. */
  deptId: number;
  /** When (ms) a role's effective time next starts or ends: the cached principal is stale then. */
  validUntil: number;
  /** Names of every rule (menu, page or button) granted to the user's roles, plus `nocheck` rules. */
  grantedRules: Set<string>;
  /** The user as login, getUserMenus and refreshToken return it. */
  loginUser: LoginUser;
}

export function can(principal: Principal, permission: string): boolean {
  return principal.isSuperAdmin || principal.grantedRules.has(permission);
}
