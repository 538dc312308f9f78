import { defineModule } from '../module.ts';
import { authAccess } from './access.ts';
import { authMessages } from './messages.ts';
import authRoutes from './routes.ts';
import { purgeExpiredSessions } from './tokens.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: authRoutes,
  messages: authMessages,
  access: authAccess,
  atStart: purgeExpiredSessions,
});
