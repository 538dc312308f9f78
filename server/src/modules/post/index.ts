import { defineModule } from '../module.ts';
import { postMessages } from './messages.ts';
import postRoutes from './routes.ts';
import { insertPosts, postMenus } from './seed.ts';

export { enabledPosts, existingPostIds, postIdCoded } from './service.ts';

export const postModule = defineModule({
  name: 'post',
  routes: postRoutes,
  messages: postMessages,
  seed: { insert: insertPosts, menus: postMenus },
});
