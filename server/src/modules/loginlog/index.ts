import { defineModule } from '../module.ts';
import loginLogRoutes from './routes.ts';

export { pruneLoginLog, recordLogin } from './service.ts';

export const loginLogModule = defineModule({
  name: 'loginlog',
  routes: loginLogRoutes,
});
