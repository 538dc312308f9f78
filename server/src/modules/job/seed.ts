// The built-in jobs of a new database and the job page's menu.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { settingsPage, type PlacedMenu } from '../../db/seed/rows.ts';
import { BUILT_IN_JOBS } from './builtins.ts';
import { sysJobs } from './schema.ts';

const { job } = PERMISSIONS;

export async function insertJobs(tx: Db): Promise<void> {
  const builtIn = (
    jobName: string,
    invokeTarget: string,
    cronExpression: string,
    jobParams: string,
    remark: string,
  ) => ({
    jobName,
    invokeTarget,
    cronExpression,
    jobParams,
    remark,
    jobGroup: 'SYSTEM',
    status: 0,
  });
  await tx
    .insert(sysJobs)
    .values([
      builtIn('清理过期会话', BUILT_IN_JOBS.sessions, '0 */30 * * * *', '', '每 30 分钟删除过期的登录会话'),
      builtIn(
        '清理旧日志',
        BUILT_IN_JOBS.logs,
        '0 30 3 * * *',
        '90',
        '每天 03:30 删除 90 天前的操作日志、任务日志和设备日志（参数：天数）',
      ),
      builtIn(
        '遥测数据保留',
        BUILT_IN_JOBS.telemetry,
        '0 0 4 * * *',
        '',
        '每天 04:00 按参数 iot.telemetry.retentionDays 删除旧遥测数据',
      ),
    ]);
}

export const jobMenus: PlacedMenu[] = [
  settingsPage(54, ['定时任务', job.list, '/system/sysJob/list', 'system/sysJob/list/index', 'FieldTimeOutlined'], {
    任务详情: job.view,
    新增任务: job.add,
    修改任务: job.edit,
    删除任务: job.delete,
    执行一次: job.run,
  }),
];
