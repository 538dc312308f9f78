// What SagooIoT's own console sends, copied from its sources: sagoo-cloud/sagooiot-ui at 7d00e94
// (the snapshot ../shared/sagoo-iot-api.md was read from). Each request names the file under src/
// it comes from; values a user types or picks are parameters, everything else is as the console
// builds it (its axios sends GET parameters as they are, arrays as `key[]=`).

/** api/common/dict/data.ts `getDicts`: the query of every `useDict(...)`. */
export const dictQuery = (dictType: string) => ({
  dictType,
  status: 1,
  pageNum: 1,
  pageSize: 50,
  defaultValue: '',
});

/** The dictionaries its IoT pages read (product/component/editPro.vue, alarm/setting/component/edit.vue, iotmanager/dashboard.vue). */
export const IOT_DICTS = ['network_server_type', 'alarm_type', 'notice_send_gateway'] as const;

/**
 * views/login/component/account.vue `onSignIn`: `{...state.ruleForm, password}`, ruleForm being
 * `{userName, password, captcha, VerifyKey}` (VerifyKey from `GET /captcha`'s `key`).
 */
export const loginBody = (userName: string, password: string, captcha: string, VerifyKey: string) => ({
  userName,
  password,
  captcha,
  VerifyKey,
});

/** views/login/component/account.vue: `api.getInfoByKey(...)` right after the login (api/system/index.ts: `{ConfigKey}`). */
export const LOGIN_CONFIG_KEYS = ['sys.column.switch', 'sys.button.switch', 'sys.uploadFile.way'];
/** views/iot/device/instance/component/edit.vue `openDialog`. */
export const DEVICE_FORM_CONFIG_KEYS = ['sys.device.phone.limit', 'sys.device.certificate.limit'];
export const configQuery = (ConfigKey: string) => ({ ConfigKey });

/** views/iot/device/product/component/editPro.vue `openDialog`: `api.dept.getList({status: -1})`. */
export const DEPT_TREE_QUERY = { status: -1 };
/**
 * views/iot/device/product/component/editPro.vue `onSubmit` of a new product: its `form` defaults
 * with what the user fills in; `authType` 1 once the transport is mqtt_server (`transportProtocolChange`).
 */
export const productAddBody = (
  key: string,
  name: string,
  categoryId: number,
  authUser: string,
  authPasswd: string,
) => ({
  id: 0,
  name,
  key,
  categoryId,
  messageProtocol: 'SagooMqtt',
  transportProtocol: 'mqtt_server',
  deviceType: '设备',
  status: 1,
  desc: '',
  icon: '',
  authType: 1,
  authUser,
  authPasswd,
  accessToken: '',
  certificateId: '',
});

/** Same: `api.product.getTypesAll({types: 'protocol'})`. */
export const PLUGIN_TYPES_QUERY = { types: 'protocol' };
/** views/iot/alarm/setting/component/edit.vue `getNode`: `notice.config.getList({sendGateway})`. */
export const noticeConfigQuery = (sendGateway: string) => ({ sendGateway });

/**
 * views/iot/device/product/component/editOption.vue: the valueType of a parameter row once its type
 * is picked — `valueType` (valueTypeBase with an unfilled object member and enum element) with
 * `type` set, whatever the type.
 */
export function optionValueType(type: string) {
  const valueTypeBase = {
    unit: null,
    decimals: null,
    trueText: '是',
    falseText: '否',
    trueValue: true,
    falseValue: false,
    type: null as string | null,
    maxLength: null,
  };
  return {
    ...valueTypeBase,
    properties: [{ key: '', name: '', desc: '', valueType: { ...valueTypeBase, elements: [{ text: '', value: '' }] } }],
    elements: [{ text: '', value: '' }],
    type,
  };
}

/**
 * editOption.vue `onSubmit` on a row opened by editFun.vue / editEvent.vue `addJson`
 * (`{productKey: '', id: 0, type_data: type}`), with the key, name and type typed in.
 */
export const optionRow = (key: string, name: string, type: string, typeData = 'fun') => ({
  productKey: '',
  id: 0,
  type_data: typeData,
  key,
  name,
  valueType: optionValueType(type),
});

/**
 * views/iot/device/product/detail.vue `onOpenAddFun` (`{productKey, id: 0}`), then
 * component/editFun.vue `onSubmit`: the form with `inputs`/`outputs` = the rows editOption made.
 */
export const functionAddBody = (
  productKey: string,
  key: string,
  name: string,
  inputs: unknown[],
  outputs: unknown[] = [],
) => ({ productKey, id: 0, key, name, inputs, outputs });

/** detail.vue `onOpenAddEvent` (`{productKey, id: 0, level: 0}`), then component/editEvent.vue `onSubmit`. */
export const eventAddBody = (productKey: string, key: string, name: string, outputs: unknown[]) => ({
  productKey,
  id: 0,
  level: 0,
  key,
  name,
  outputs,
});

/**
 * views/iot/alarm/setting/component/edit.vue `onSubmit` of a new rule: `state.ruleForm` (its
 * `resetForm` defaults with the user's name, level, product, device and trigger type),
 * `triggerCondition` = `state.requestParams` (one unfilled group: the condition editor is hidden
 * for online and offline) and `action` = `state.action` with each addressee mapped to its text.
 */
export const alarmRuleAddBody = (
  name: string,
  level: number,
  productKey: string,
  triggerType: number,
  addressee: string[] = [''],
  sendGateway = '',
) => ({
  id: 0,
  name,
  triggerType,
  level,
  productKey,
  eventKey: '',
  deviceKey: 'all',
  action: [{ sendGateway, noticeConfig: '', noticeTemplate: '', addressee }],
  triggerCondition: [{ andOr: '', filters: [{ key: '', operator: '', value: '', andOr: 0 }] }],
});

/**
 * The same dialog editing a rule: `state.ruleForm = res.data` (the detail row), then the same
 * submit; for online and offline rules `state.requestParams` is the detail's
 * `condition.triggerCondition` (null).
 */
export const alarmRuleEditBody = (detail: Record<string, unknown>, addressee: string[]) => ({
  ...detail,
  triggerCondition: (detail.condition as { triggerCondition: unknown }).triggerCondition,
  action: ((detail.performAction as { action: Record<string, unknown>[] }).action ?? []).map((a) => ({
    ...a,
    addressee,
  })),
});

/**
 * views/iot/iotmanager/dashboard.vue (api/datahub/index.ts `deviceAlarmLevelCount`):
 * `('year', dayjs().format('YYYY'))`, `('month', dayjs().format('M'))`, `('day', dayjs().format('D'))`.
 */
export const alarmLevelQueries = (now = new Date()) => ({
  year: { dateType: 'year', date: String(now.getFullYear()) },
  month: { dateType: 'month', date: String(now.getMonth() + 1) },
  day: { dateType: 'day', date: String(now.getDate()) },
});

/** layout/navBars/breadcrumb/userNews.vue: `new EventSource(VITE_SERVER_URL + '/subscribe/sysMessage?userId=' + localStorage.userId)`. */
export const sysMessageUrl = (userId: number | string) => `/subscribe/sysMessage?userId=${userId}`;

/**
 * utils/download.ts `beginDownload`: the name it saves a file under, from the Content-Disposition
 * header (or its fallback name without one).
 */
export function downloadName(contentDisposition: string | undefined, fileName = '导出日志.xlsx'): string {
  return contentDisposition
    ? contentDisposition.split(',')[0].replaceAll('attachment; filename="', '').replaceAll('"', '')
    : fileName;
}
