// The system-monitoring pages, under system settings after the others (orders 70+).
import { PERMISSIONS } from '@iot/contract';
import { settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';

const { loginLog, online, monitor, cache } = PERMISSIONS;

export const monitorMenus: PlacedMenu[] = [
  settingsPage(
    70,
    ['登录日志', loginLog.list, '/system/monitor/loginLog', 'system/monitor/loginLog/index', 'LoginOutlined'],
    { 删除日志: loginLog.delete, 清空日志: loginLog.clear },
  ),
  // GFast's route has the typo "userOnlie"; kept so its links still land here.
  settingsPage(
    71,
    ['在线用户', online.list, '/system/monitor/userOnlie', 'system/monitor/userOnline/index', 'TeamOutlined'],
    { 强制退出: online.forceLogout },
  ),
  // Not kept alive: it polls while shown. The navbar's "clear cache" button is granted here.
  settingsPage(
    72,
    ['服务监控', monitor.server, '/system/monitor/server', 'system/monitor/server/index', 'DashboardOutlined'],
    { 清除缓存: cache.remove },
    {},
  ),
];
