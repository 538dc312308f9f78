import { PERMISSIONS } from '@iot/contract';
import { addEditDelete, settingsPage, type PlacedMenu, type SeedDict } from '../../db/seed/rows.ts';

const { dictType, dictData } = PERMISSIONS;

export const dictMenus: PlacedMenu[] = [
  settingsPage(
    20,
    ['字典管理', dictType.list, '/system/dict/type/list', 'system/dict/index', 'BookOutlined'],
    addEditDelete('字典类型', dictType.add, dictType.edit, dictType.delete),
  ),
  settingsPage(
    30,
    ['字典数据', dictData.list, '/system/dict/data/list/:dictType', 'system/dict/dataList', 'UnorderedListOutlined'],
    addEditDelete('字典数据', dictData.add, dictData.edit, dictData.delete),
    { hide: true },
  ),
];

/**
 * GFast's own dictionaries, in GFast's order (their ids follow it), the notice tags among them: the
 * console reads them through getDictData.
 */
export const gfastDicts: SeedDict[] = [
  {
    type: 'sys_user_sex',
    name: '用户性别',
    items: [
      ['0', '保密', 1],
      ['1', '男'],
      ['2', '女'],
    ],
  },
  {
    type: 'sys_show_hide',
    name: '菜单状态',
    items: [
      ['0', '显示', 1],
      ['1', '隐藏'],
    ],
  },
  {
    type: 'sys_normal_disable',
    name: '系统开关',
    items: [
      ['1', '正常', 1],
      ['0', '停用'],
    ],
  },
  {
    type: 'sys_yes_no',
    name: '系统是否',
    items: [
      ['1', '是', 1],
      ['0', '否'],
    ],
  },
  {
    type: 'admin_login_status',
    name: '登录状态',
    items: [
      ['1', '成功', 1],
      ['0', '失败'],
    ],
  },
  {
    type: 'sys_oper_log_type',
    name: '操作类型',
    items: [
      ['GET', 'GET', 1],
      ['POST', 'POST'],
      ['PUT', 'PUT'],
      ['DELETE', 'DELETE'],
    ],
  },
  {
    type: 'notice_tag',
    name: '通知标签',
    items: [
      ['0', '无', 1],
      ['1', '提醒'],
      ['2', '一般'],
      ['3', '次要'],
      ['4', '重要'],
      ['5', '紧急'],
    ],
  },
  {
    type: 'sys_job_status',
    name: '任务状态',
    items: [
      ['0', '正常', 1],
      ['1', '暂停'],
    ],
  },
  {
    type: 'sys_job_group',
    name: '任务分组',
    items: [
      ['DEFAULT', '默认', 1],
      ['SYSTEM', '系统'],
    ],
  },
  {
    type: 'sys_job_policy',
    name: '任务策略',
    items: [
      ['1', '多次执行', 1],
      ['2', '执行一次'],
    ],
  },
];
