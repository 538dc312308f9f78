import { defineModule } from '../module.ts';
import { noticeMessages } from './messages.ts';
import noticeRoutes from './routes.ts';
import { noticeMenus } from './seed.ts';

// The automations' notice action writes private letters the same way.
export { addNotice, type NoticeAnnouncement } from './mutations.ts';

export const noticeModule = defineModule({
  name: 'notice',
  // Published notices go out through the live channel.
  dependencies: ['live'],
  routes: noticeRoutes,
  messages: noticeMessages,
  seed: { menus: noticeMenus },
});
