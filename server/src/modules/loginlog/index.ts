// The login log (GFast §3.9): the auth module records every login and logout here; the page lists,
// deletes and clears it, and the built-in job prunes it.
import { defineModule } from '../module.ts';
import loginLogRoutes from './routes.ts';

export { pruneLoginLog, recordLogin } from './service.ts';

export const loginLogModule = defineModule({
  name: 'loginlog',
  routes: loginLogRoutes,
});
