import { defineModule } from '../module.ts';
import { authMessages } from './messages.ts';
import authRoutes from './routes.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: authRoutes,
  messages: authMessages,
});
