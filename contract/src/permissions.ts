// The permission names (menu rules, GFast's `name`) the console checks, written once: the seed
// grants them, the server's routes require them and the console's <Auth> shows buttons by them.
// Zod-free, so the console imports it from '@iot/contract/permissions'.

/** The rules of one page whose names are all `base/key`: each written once. */
function rulesUnder<const B extends string, const K extends string>(base: B, ...keys: K[]) {
  return Object.fromEntries(keys.map((k) => [k, `${base}/${k}`])) as { readonly [k in K]: `${B}/${k}` };
}

export const PERMISSIONS = {
  menu: {
    list: 'api/v1/system/auth/menuList',
    add: 'api/v1/system/menu/add',
    update: 'api/v1/system/menu/update',
    delete: 'api/v1/system/menu/delete',
  },
  dictType: rulesUnder('api/v1/system/dict/type', 'list', 'add', 'edit', 'delete'),
  dictData: {
    list: 'api/v1/system/dict/dataList',
    add: 'api/v1/system/dict/data/add',
    edit: 'api/v1/system/dict/data/edit',
    delete: 'api/v1/system/dict/data/delete',
  },
  /** `noticeAdd` and `messageAdd`: GFast's "send a notice" and "send a letter" buttons (gfast-screens §2.14). */
  notice: rulesUnder('api/v1/system/sysNotice', 'list', 'show', 'add', 'noticeAdd', 'messageAdd', 'edit', 'delete'),
  setting: { page: 'api/v1/system/setting' },
  /** The message queue demo's page rule (demo/mq): who may open it may send through it. */
  mqueue: { produce: 'demo/mq' },
  // Operations (GFast §3.8, §3.10, sysJob). GFast's console checks sysOperLog/* and sysJob/view on its buttons.
  config: rulesUnder('api/v1/system/config', 'list', 'add', 'edit', 'delete'),
  operLog: {
    list: 'api/v1/system/operLog/list',
    view: 'api/v1/system/sysOperLog/view',
    delete: 'api/v1/system/sysOperLog/delete',
    clear: 'api/v1/system/operLog/clear',
  },
  job: rulesUnder('api/v1/system/sysJob', 'list', 'view', 'add', 'edit', 'delete', 'run'),
  // Organisation (GFast §3.1-3.4). `all` rules lift the data scope: their holders see every row.
  user: rulesUnder('api/v1/system/user', 'list', 'add', 'edit', 'getEdit', 'delete', 'resetPwd', 'setStatus', 'all'),
  role: rulesUnder('api/v1/system/role', 'list', 'add', 'edit', 'delete', 'dataScope', 'setRoleUser'),
  dept: rulesUnder('api/v1/system/dept', 'list', 'add', 'edit', 'delete', 'all'),
  post: rulesUnder('api/v1/system/post', 'list', 'add', 'edit', 'delete'),
  // IoT (SagooIoT's API paths). `all` rules lift the data scope of products and devices.
  product: {
    categoryList: 'api/v1/product/category/list',
    categoryAdd: 'api/v1/product/category/add',
    categoryEdit: 'api/v1/product/category/edit',
    categoryDelete: 'api/v1/product/category/del',
    list: 'api/v1/product/list',
    detail: 'api/v1/product/detail',
    add: 'api/v1/product/add',
    edit: 'api/v1/product/edit',
    delete: 'api/v1/product/del',
    /** Publish and unpublish. */
    deploy: 'api/v1/product/deploy',
    /** Change the object model (properties, functions, events, tags; import). */
    tsl: 'api/v1/product/tsl/edit',
    /** Add, change and delete the product's custom topics. */
    topic: 'api/v1/product/topic/edit',
    all: 'api/v1/product/all',
  },
  device: {
    list: 'api/v1/device/list',
    detail: 'api/v1/device/detail',
    add: 'api/v1/product/device/add',
    edit: 'api/v1/product/device/edit',
    delete: 'api/v1/product/device/del',
    /** Enable and disable. */
    status: 'api/v1/product/device/setDeviceStatus',
    import: 'api/v1/product/device/import',
    export: 'api/v1/product/device/export',
    all: 'api/v1/product/device/all',
  },
  // Alarms (SagooIoT's /alarm/** paths). `logAll` lifts the alarm logs' data scope.
  alarm: {
    ruleList: 'api/v1/alarm/rule/list',
    ruleAdd: 'api/v1/alarm/rule/add',
    ruleEdit: 'api/v1/alarm/rule/edit',
    ruleDelete: 'api/v1/alarm/rule/del',
    /** Enable and disable (deploy / undeploy). */
    ruleDeploy: 'api/v1/alarm/rule/deploy',
    levelEdit: 'api/v1/alarm/level/edit',
    logList: 'api/v1/alarm/log/list',
    logHandle: 'api/v1/alarm/log/handle',
    logAll: 'api/v1/alarm/log/all',
  },
  // Automations (ours: the workflow designer's flows, run by the server).
  /** `status`: enable and disable; `run`: run a flow's manual trigger. */
  automation: rulesUnder('api/v1/automation/flow', 'list', 'add', 'edit', 'delete', 'status', 'run'),
  // System monitoring (GFast §3.9, §3.11, §3.12, §3.17).
  loginLog: rulesUnder('api/v1/system/loginLog', 'list', 'delete', 'clear'),
  online: rulesUnder('api/v1/system/online', 'list', 'forceLogout'),
  monitor: { server: 'api/v1/system/monitor/server' },
  /** The navbar's "clear cache" button. */
  cache: { remove: 'api/v1/system/cache/remove' },
  // Attachments (GFast §3.15). Uploading needs only a login (avatars); `all` lifts the list's data scope.
  attachment: rulesUnder('api/v1/system/sysAttachment', 'list', 'edit', 'delete', 'all'),
  // The code generator (GFast's tools/gen, §2.17): administrators only.
  codegen: {
    list: 'api/v1/system/tools/gen/tableList',
    dataList: 'api/v1/system/tools/gen/dataList',
    import: 'api/v1/system/tools/gen/importTableSave',
    columnList: 'api/v1/system/tools/gen/columnList',
    edit: 'api/v1/system/tools/gen/editSave',
    relationTable: 'api/v1/system/tools/gen/relationTable',
    sync: 'api/v1/system/tools/gen/syncTable',
    delete: 'api/v1/system/tools/gen/tableDelete',
    preview: 'api/v1/system/tools/gen/preview',
    generate: 'api/v1/system/tools/gen/batchGenCode',
  },
} as const;

/** Route-level access that is not a menu rule: anyone, or any signed-in user. */
export const ACCESS = { public: 'public', login: 'login' } as const;

/**
 * A rule's route name, as the server names its menus and the console looks up their titles:
 * GoFrame's CaseCamelLower of the rule name with `/` as `_` (`api/v1/system/role/list` ->
 * `apiV1SystemRoleList`).
 */
export function routeName(ruleName: string): string {
  const words = ruleName
    .replace(/\//g, '_')
    .split(/[_\-. ]+/)
    .filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  // A letter after a run of digits starts a new word too.
  const camel = joined.replace(/(\d)([a-z])/g, (_, d: string, c: string) => d + c.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}
