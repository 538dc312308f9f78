// Server messages in the caller's language (Accept-Language: zh-CN default, en, zh-TW).
export type Lang = 'zh-CN' | 'en' | 'zh-TW';

const messages = {
  tokenInvalid: { 'zh-CN': 'token已失效', en: 'Token expired or invalid', 'zh-TW': 'token已失效' },
  noPermission: { 'zh-CN': '没有权限', en: 'No permission', 'zh-TW': '沒有權限' },
  notFound: { 'zh-CN': '接口不存在', en: 'API path not found', 'zh-TW': '介面不存在' },
  bodyTooLarge: {
    'zh-CN': '请求体过大（上限 1 MB）',
    en: 'Request body too large (limit 1 MB)',
    'zh-TW': '請求內容過大（上限 1 MB）',
  },
  badJson: {
    'zh-CN': '请求体不是有效的 JSON',
    en: 'Request body is not valid JSON',
    'zh-TW': '請求內容不是有效的 JSON',
  },
  badContentType: {
    'zh-CN': '不支持的请求内容类型',
    en: 'Unsupported request content type',
    'zh-TW': '不支援的請求內容類型',
  },
  rateLimited: {
    'zh-CN': '请求过于频繁，请稍后再试',
    en: 'Too many requests, please try again later',
    'zh-TW': '請求過於頻繁，請稍後再試',
  },
  internal: { 'zh-CN': '服务器内部错误', en: 'Internal server error', 'zh-TW': '伺服器內部錯誤' },
  // Validation: {field} is the wire name of the field.
  required: { 'zh-CN': '{field} 不能为空', en: '{field} is required', 'zh-TW': '{field} 不能為空' },
  invalidType: {
    'zh-CN': '{field} 类型错误，应为{expected}',
    en: '{field} must be {expected}',
    'zh-TW': '{field} 類型錯誤，應為{expected}',
  },
  tooShort: {
    'zh-CN': '{field} 长度不能少于 {min}',
    en: '{field} must be at least {min} characters',
    'zh-TW': '{field} 長度不能少於 {min}',
  },
  tooLong: {
    'zh-CN': '{field} 长度不能超过 {max}',
    en: '{field} must be at most {max} characters',
    'zh-TW': '{field} 長度不能超過 {max}',
  },
  tooSmall: {
    'zh-CN': '{field} 不能小于 {min}',
    en: '{field} must be at least {min}',
    'zh-TW': '{field} 不能小於 {min}',
  },
  tooBig: { 'zh-CN': '{field} 不能大于 {max}', en: '{field} must be at most {max}', 'zh-TW': '{field} 不能大於 {max}' },
  oneOf: {
    'zh-CN': '{field} 只能是 {values} 之一',
    en: '{field} must be one of {values}',
    'zh-TW': '{field} 只能是 {values} 之一',
  },
  badFormat: { 'zh-CN': '{field} 格式不正确', en: '{field} has an invalid format', 'zh-TW': '{field} 格式不正確' },
  badMobile: {
    'zh-CN': '{field} 不是有效的手机号',
    en: '{field} is not a valid mobile number',
    'zh-TW': '{field} 不是有效的手機號',
  },
  badEmail: {
    'zh-CN': '{field} 不是有效的邮箱地址',
    en: '{field} is not a valid e-mail address',
    'zh-TW': '{field} 不是有效的郵箱地址',
  },
  badPassword: {
    'zh-CN': '{field} 须为 6-18 位，且包含大写字母、小写字母和数字',
    en: '{field} must be 6-18 characters with an upper-case letter, a lower-case letter and a digit',
    'zh-TW': '{field} 須為 6-18 位，且包含大寫字母、小寫字母和數字',
  },
  // Authentication
  captchaWrong: { 'zh-CN': '验证码输入错误', en: 'Wrong verification code', 'zh-TW': '驗證碼輸入錯誤' },
  loginWrong: { 'zh-CN': '账号密码错误', en: 'Wrong user name or password', 'zh-TW': '帳號密碼錯誤' },
  accountFrozen: { 'zh-CN': '账号已被冻结', en: 'This account is disabled', 'zh-TW': '帳號已被凍結' },
  loginThrottled: {
    'zh-CN': '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed logins, please try again in {minutes} minutes',
    'zh-TW': '登入失敗次數過多，請 {minutes} 分鐘後再試',
  },
  loginOk: { 'zh-CN': '登录成功', en: 'Login succeeded', 'zh-TW': '登入成功' },
  smsUnavailable: {
    'zh-CN': '短信登录未开通：服务器没有配置短信网关，请使用账号密码登录',
    en: 'Mobile login is not available: no SMS gateway is configured on this server; please log in with your user name',
    'zh-TW': '簡訊登入未開通：伺服器沒有設定簡訊閘道，請使用帳號密碼登入',
  },
  // Menus
  ruleExists: { 'zh-CN': '接口规则已经存在', en: 'A rule with this name already exists', 'zh-TW': '介面規則已經存在' },
  componentRequired: {
    'zh-CN': '组件路径不能为空',
    en: 'component is required for a menu page',
    'zh-TW': '元件路徑不能為空',
  },
  menuNotFound: { 'zh-CN': '菜单不存在', en: 'Menu not found', 'zh-TW': '選單不存在' },
  parentNotFound: { 'zh-CN': '上级菜单不存在', en: 'Parent menu not found', 'zh-TW': '上級選單不存在' },
  parentIsSelf: {
    'zh-CN': '上级菜单不能是自己或自己的下级',
    en: 'A menu cannot be its own parent or descendant',
    'zh-TW': '上級選單不能是自己或自己的下級',
  },
  roleNotFound: { 'zh-CN': '角色 {id} 不存在', en: 'Role {id} does not exist', 'zh-TW': '角色 {id} 不存在' },
  // Dictionaries
  dictTypeExists: { 'zh-CN': '字典类型已存在', en: 'This dictionary type already exists', 'zh-TW': '字典類型已存在' },
  dictTypeNotFound: { 'zh-CN': '字典类型不存在', en: 'Dictionary type not found', 'zh-TW': '字典類型不存在' },
  dictDataNotFound: { 'zh-CN': '字典数据不存在', en: 'Dictionary item not found', 'zh-TW': '字典資料不存在' },
  dictValueExists: {
    'zh-CN': '该字典类型下已存在相同的键值',
    en: 'This dictionary type already has an item with this value',
    'zh-TW': '該字典類型下已存在相同的鍵值',
  },
  // Personal centre
  mobileExists: { 'zh-CN': '手机号已存在', en: 'This mobile number is already used', 'zh-TW': '手機號已存在' },
  userNotFound: { 'zh-CN': '用户不存在', en: 'User not found', 'zh-TW': '使用者不存在' },
  oldPasswordWrong: { 'zh-CN': '原密码错误', en: 'The current password is wrong', 'zh-TW': '原密碼錯誤' },
  // Notices
  noticeNotFound: { 'zh-CN': '通知不存在', en: 'Notice not found', 'zh-TW': '通知不存在' },
  noticeReceiverNotFound: {
    'zh-CN': '{field} 中的用户 {id} 不存在',
    en: '{field}: user {id} does not exist',
    'zh-TW': '{field} 中的使用者 {id} 不存在',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function langFromHeader(header: string | undefined): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first === 'zh-tw' || first === 'zh-hk' || first.startsWith('zh-hant')) return 'zh-TW';
  return 'zh-CN';
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export const allMessages = messages;
