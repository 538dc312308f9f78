// The built-in parameters of a new database and the parameter page's menu.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { addEditDelete, settingsPage, type PlacedMenu, type SeedConfig } from '../../db/seed/rows.ts';
import { LOGIN_LOCK_DEFAULTS, PARAM_KEYS } from './params.ts';
import { sysConfigs } from './schema.ts';

const { config } = PERMISSIONS;

export async function insertConfigs(tx: Db, seed: SeedConfig): Promise<void> {
  const builtIn = (configName: string, configKey: string, configValue: string, remark: string) => ({
    configName,
    configKey,
    configValue,
    configType: 1,
    remark,
  });
  await tx.insert(sysConfigs).values([
    // GFast's upload limits (sizes like 50M, 30k or bytes; types comma-separated).
    builtIn('文件上传-文件大小', 'sys.uploadFile.fileSize', '50M', '文件上传大小限制'),
    builtIn(
      '文件上传-文件类型',
      'sys.uploadFile.fileType',
      'doc,docx,zip,xls,xlsx,rar,jpg,jpeg,gif,npm,png,mp4',
      '文件上传后缀类型限制',
    ),
    builtIn('图片上传-图片类型', 'sys.uploadFile.imageType', 'jpg,jpeg,gif,npm,png', '图片上传后缀类型限制'),
    builtIn('图片上传-图片大小', 'sys.uploadFile.imageSize', '50M', '图片上传大小限制'),
    // Ours: read by the server (modules/config/params.ts), starting from the env settings.
    builtIn(
      '遥测数据保留天数',
      PARAM_KEYS.telemetryRetentionDays,
      String(seed.telemetryRetentionDays),
      '设备遥测与设备日志保留的天数',
    ),
    builtIn(
      '登录失败锁定次数',
      PARAM_KEYS.loginMaxFailures,
      String(LOGIN_LOCK_DEFAULTS.maxFailures),
      '同一用户名与 IP 连续失败多少次后锁定',
    ),
    builtIn('登录锁定分钟数', PARAM_KEYS.loginLockMinutes, String(LOGIN_LOCK_DEFAULTS.lockMinutes), '锁定持续的分钟数'),
  ]);
}

export const configMenus: PlacedMenu[] = [
  settingsPage(
    50,
    ['参数管理', config.list, '/system/config/list', 'system/config/index', 'ControlOutlined'],
    addEditDelete('参数', config.add, config.edit, config.delete),
  ),
];
