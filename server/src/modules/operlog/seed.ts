// The operation log page's menu (GFast's component path) and buttons.
import { PERMISSIONS } from '@iot/contract';
import { settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';

const { operLog } = PERMISSIONS;

export const operLogMenus: PlacedMenu[] = [
  settingsPage(
    52,
    ['操作日志', operLog.list, '/system/monitor/operLog', 'system/monitor/operLog/index', 'FileSearchOutlined'],
    { 查看详情: operLog.view, 删除日志: operLog.delete, 清空日志: operLog.clear },
    {},
  ),
];
