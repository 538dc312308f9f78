import { PERMISSIONS } from '@iot/contract';
import { ALL_ROLES, page, settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';

const { notice } = PERMISSIONS;

export const noticeMenus: PlacedMenu[] = [
  // Every user reads notices and letters here, so it stays outside the admin-only settings: in the
  // overview, after home.
  {
    parent: 'overview',
    order: 20,
    menu: page(
      '通知中心',
      notice.show,
      '/system/sysNotice/show',
      'system/sysNotice/show/index',
      'BellOutlined',
      ALL_ROLES,
    ),
  },
  settingsPage(
    40,
    ['通知公告管理', notice.list, '/system/sysNotice/list', 'system/sysNotice/list/index', 'NotificationOutlined'],
    {
      新增通知公告: notice.add,
      // GFast's toolbar buttons 发通知 and 发私信 (its Vue console and ours show them by these names).
      发通知: notice.noticeAdd,
      发私信: notice.messageAdd,
      修改通知公告: notice.edit,
      删除通知公告: notice.delete,
    },
  ),
];
