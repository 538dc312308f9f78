// The attachment page's menu (GFast's route, component path and rules) under system settings.
import { PERMISSIONS } from '@iot/contract';
import { settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';

const { attachment } = PERMISSIONS;

export const attachmentMenus: PlacedMenu[] = [
  settingsPage(
    60,
    ['附件管理', attachment.list, '/system/sysAttachment/list', 'system/sysAttachment/list/index', 'FileOutlined'],
    { 修改附件状态: attachment.edit, 删除附件: attachment.delete },
  ),
];
