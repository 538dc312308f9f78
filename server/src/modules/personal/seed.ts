import { ADMIN_ONLY, page, type PlacedMenu } from '../../db/seed/rows.ts';

// Reached from the user menu in the header, not from the side menu.
export const personalMenus: PlacedMenu[] = [
  {
    order: 60,
    menu: page('个人中心', 'personal', '/personal', 'personal/index', 'UserOutlined', ADMIN_ONLY, { hide: true }),
  },
];
