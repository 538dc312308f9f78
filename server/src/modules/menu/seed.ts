import { PERMISSIONS } from '@iot/contract';
import { addEditDelete, settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';

const { menu } = PERMISSIONS;

export const menuMenus: PlacedMenu[] = [
  settingsPage(
    10,
    ['菜单管理', menu.list, '/system/auth/menuList', 'system/menu/index', 'MenuOutlined'],
    addEditDelete('菜单', menu.add, menu.update, menu.delete),
  ),
];
