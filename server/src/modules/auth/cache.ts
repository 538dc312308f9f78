import { gzipSync } from 'node:zlib';
import type { UserMenu } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import type { Bus, BusMessage } from '../../lib/bus.ts';
import { withGfastIcons } from '../menu/index.ts';
import { userMenuTree, userPermissions, withoutHome } from './menus.ts';
import type { Principal } from '../../access/principal.ts';
import { loadPrincipal } from './principal.ts';
import { hashToken } from '../../access/tokens.ts';
import { resolveSession, type SessionOptions } from './tokens.ts';

// Backstops only: changes reach every process at once through the bus; these bound how long a
// process could serve stale rights if it missed a message.
const SESSION_RECHECK_MS = 30_000;
const PRINCIPAL_TTL_MS = 30_000;

interface CachedSession {
  userId: number;
  hash: string;
  checkedAt: number;
}

export interface UserMenusBody {
  key: string;
  plain: Buffer;
  gzip: Buffer;
}

/** The menus' two shapes: this console's, with /home, and GFast's, without (see WITH_HOME). */
export type MenuShape = 'withHome' | 'gfast';

export interface MenuAnswer {
  menuList: Record<MenuShape, UserMenu[]>;
  permissions: string[];
  /** menuList and permissions pre-serialised per shape, since getUserMenus is the hottest call. */
  json: Record<MenuShape, string>;
}

/**
 * Who a token belongs to, what that user may do, and the menus each set of roles sees: read from
 * the database once, then served from memory until a bus message says otherwise.
 */
export class RightsCache {
  /** By raw token (memory only), so a hit costs no hashing; revocations name hashes, hence `tokenByHash`. */
  private sessions = new Map<string, CachedSession>();
  private tokenByHash = new Map<string, string>();
  private principals = new Map<number, { principal: Principal; at: number }>();
  private menus = new Map<string, Promise<MenuAnswer>>();
  /** Whole getUserMenus bodies per user and shape, plain and gzipped: the hottest answer costs a map lookup. */
  private bodies = new Map<number, Partial<Record<MenuShape, UserMenusBody>>>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly opts: SessionOptions,
  ) {
    bus.on('message', (m) => this.apply(m));
    bus.on('reset', () => this.clear());
  }

  /** Applies a change here at once and tells the other processes. */
  async publish(message: BusMessage): Promise<void> {
    this.apply(message);
    await this.bus.publish(message);
  }

  private apply(m: BusMessage) {
    if (m.type === 'sessionRevoked') {
      for (const h of m.tokenHashes) {
        const token = this.tokenByHash.get(h);
        if (token) this.sessions.delete(token);
        this.tokenByHash.delete(h);
      }
    } else if (m.type === 'authChanged') this.clear();
    else if (m.type === 'usersChanged') {
      for (const id of m.userIds) {
        this.principals.delete(id);
        this.bodies.delete(id);
      }
    }
  }

  clear() {
    this.sessions.clear();
    this.tokenByHash.clear();
    this.principals.clear();
    this.menus.clear();
    this.bodies.clear();
  }

  async userIdOf(token: string): Promise<number | null> {
    const hit = this.sessions.get(token);
    if (hit && Date.now() - hit.checkedAt < SESSION_RECHECK_MS) return hit.userId;
    // resolveSession also slides the expiry when the token is in its refresh window.
    const userId = await resolveSession(this.db, token, this.opts);
    const hash = hit?.hash ?? hashToken(token);
    if (userId === null) {
      this.sessions.delete(token);
      this.tokenByHash.delete(hash);
    } else {
      this.sessions.set(token, { userId, hash, checkedAt: Date.now() });
      this.tokenByHash.set(hash, token);
    }
    return userId;
  }

  async principal(userId: number): Promise<Principal | null> {
    const hit = this.principals.get(userId);
    const now = Date.now();
    if (hit && now - hit.at < PRINCIPAL_TTL_MS && now < hit.principal.validUntil) return hit.principal;
    const principal = await loadPrincipal(this.db, userId);
    if (principal) this.principals.set(userId, { principal, at: Date.now() });
    return principal;
  }

  /** The complete getUserMenus envelope for a principal, its menus in `shape`. */
  async userMenusBody(principal: Principal, shape: MenuShape): Promise<UserMenusBody> {
    const key = roleSetKey(principal);
    const hit = this.bodies.get(principal.id);
    const shapes = hit && Object.values(hit).every((b) => b.key === key) ? hit : {};
    const known = shapes[shape];
    if (known) return known;
    const menus = await this.menusOf(principal);
    const plain = Buffer.from(
      `{"code":0,"message":"","data":{${menus.json[shape]},"userInfo":${JSON.stringify(principal.loginUser)}}}`,
    );
    const body = { key, plain, gzip: gzipSync(plain) };
    this.bodies.set(principal.id, { ...shapes, [shape]: body });
    return body;
  }

  /** The menus and permissions of a principal's role set, shared by every user with the same roles. */
  menusOf(principal: Principal): Promise<MenuAnswer> {
    const key = roleSetKey(principal);
    let answer = this.menus.get(key);
    if (!answer) {
      answer = (async () => {
        const [withHome, permissions] = await Promise.all([
          userMenuTree(this.db, principal),
          userPermissions(this.db, principal),
        ]);
        const menuList = { withHome, gfast: withGfastIcons(withoutHome(withHome)) };
        const json = (shape: MenuShape) =>
          `"menuList":${JSON.stringify(menuList[shape])},"permissions":${JSON.stringify(permissions)}`;
        return { menuList, permissions, json: { withHome: json('withHome'), gfast: json('gfast') } };
      })();
      answer.catch(() => this.menus.delete(key));
      this.menus.set(key, answer);
    }
    return answer;
  }
}

const roleSetKey = (p: Principal) => (p.isSuperAdmin ? 'super' : [...p.roleIds].sort((a, b) => a - b).join(','));
