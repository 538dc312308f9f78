import { defineModule } from '../module.ts';
import { uploadMessages } from './messages.ts';
import uploadRoutes from './routes.ts';
import { attachmentMenus, uploadDicts } from './seed.ts';

export const uploadModule = defineModule({
  name: 'upload',
  routes: uploadRoutes,
  messages: uploadMessages,
  seed: { menus: attachmentMenus, dicts: uploadDicts },
});
