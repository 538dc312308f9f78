// Logins, sessions, captchas and the login throttle, and the platform's access control over them
// (the rights cache, access.ts). The top of the organisation: it reads the accounts, roles, menus
// and departments below it, and gives the user module the `sessions` service (context.ts).
import { defineModule } from '../module.ts';
import { authAccess } from './access.ts';
import { authMessages } from './messages.ts';
import authRoutes from './routes.ts';
import { purgeExpiredSessions, revokeAllSessions } from './tokens.ts';

export { endSessions, onlineSessions, sessionAmong } from './online.ts';
export { loadPrincipal } from './principal.ts';
export { lockRemainingMs, recordFailure } from './throttle.ts';
export { markLive, purgeExpiredSessions, replaceSession, revokeOtherSessions, unexpiredSessions } from './tokens.ts';
export { SSE_COOKIE } from './sagoo.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: authRoutes,
  messages: authMessages,
  access: authAccess,
  provides: { sessions: { endAll: revokeAllSessions } },
  atStart: async (db) => {
    await purgeExpiredSessions(db);
  },
});
