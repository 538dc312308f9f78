// Alarms (sagoo-iot-api.md §8): levels, rules and alarm logs under /api/v1/alarm/**. SagooIoT's
// shapes and quirks (§12: `Total`, `{data: ...}` details, the misspelt `devcie`), its console's
// habits (a filter's `value` as one string, `andOr: ''`), and ours on top: level colours, filters
// the list honours, an alarm's count and last time, who handled it and when, webhook deliveries.
import { z } from 'zod';
import { dateRange, filterInt, filterStr, int, intOr, optStr, paging, rowId, rowIds, str } from './fields.ts';

/** The five levels (1 most urgent ... 5 a reminder); names and colours are editable. */
export const ALARM_LEVELS = [1, 2, 3, 4, 5] as const;
/** 1 device online, 2 device offline, 3 property report, 4 event report. */
export const ALARM_TRIGGER_TYPES = [1, 2, 3, 4] as const;
/** 1 triggered by what devices send, 2 by a cron expression against the latest values. */
export type AlarmTriggerMode = 1 | 2;
export const ALARM_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'bet', 'nbet'] as const;
export type AlarmOperator = (typeof ALARM_OPERATORS)[number];
/** The filter key that stands for the report time (SagooIoT's `sysReportTime`). */
export const REPORT_TIME_KEY = 'sysReportTime';

/** A required field with its own message (a server message key) when absent or blank. */
const required = <S extends z.ZodType>(schema: S, messageKey: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.custom<unknown>((v) => v !== undefined, { params: { key: messageKey } }).pipe(schema),
  );

/** `andOr`: 0 none, 1 AND, 2 OR; the console sends '' for none. */
const andOr = () =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), int().pipe(z.literal([0, 1, 2])));

/** A filter's values: an array of strings, or (the console's text box) one string or number. */
const filterValues = () =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(str().pipe(z.string().max(200))).max(2),
  );

export const alarmFilter = z.object({
  key: str().pipe(z.string().min(1).max(64)),
  operator: z.enum(ALARM_OPERATORS),
  value: filterValues(),
  andOr: andOr(),
});
export type AlarmFilter = z.infer<typeof alarmFilter>;

export const alarmGroup = z.object({ filters: z.array(alarmFilter).max(20), andOr: andOr() });
export type AlarmGroup = z.infer<typeof alarmGroup>;

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === '' || x === null));
const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
/**
 * Groups without the filter rows SagooIoT's rule form leaves unfilled (`{key: '', operator: '',
 * value: '', andOr: 0}`: it sends one with every rule, online and offline ones too), and without
 * the groups left empty by that. A row with anything filled in is kept, and checked.
 */
const withoutFilterStubs = (v: unknown) =>
  Array.isArray(v)
    ? v.flatMap((g) => {
        const group = record(g);
        if (!group || !Array.isArray(group.filters)) return [g];
        const filters = group.filters.filter((f) => {
          const o = record(f);
          return !o || !['key', 'operator', 'value'].every((k) => isBlank(o[k]));
        });
        return filters.length || !group.filters.length ? [{ ...group, filters }] : [];
      })
    : v;
/**
 * Actions without SagooIoT's unfilled action (`{sendGateway: '', noticeConfig: '', noticeTemplate:
 * '', addressee: ['']}`, the form's default) and without blank addressees.
 */
const withoutActionStubs = (v: unknown) =>
  Array.isArray(v)
    ? v.flatMap((a) => {
        const o = record(a);
        if (!o) return [a];
        const addressee = Array.isArray(o.addressee) ? o.addressee.filter((x) => !isBlank(x)) : o.addressee;
        const unfilled = ['sendGateway', 'noticeConfig', 'noticeTemplate'].every((k) => isBlank(o[k]));
        return unfilled && isBlank(addressee) ? [] : [{ ...o, addressee }];
      })
    : v;

/**
 * What a rule does besides writing the alarm log: SagooIoT's notice gateways (kept, sent by the
 * notice module when it exists) and ours, `webhook`: each addressee is a URL that gets a signed POST.
 */
export const alarmAction = z.object({
  sendGateway: optStr(32),
  noticeConfig: optStr(64),
  noticeTemplate: optStr(64),
  addressee: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(str().pipe(z.string().max(500))).max(20),
  ),
});
export type AlarmAction = z.infer<typeof alarmAction>;

/** A level 1..5; anything else fails with `messageKey`. */
const levelOf = (messageKey: string) =>
  required(
    int().refine((n) => (ALARM_LEVELS as readonly number[]).includes(n), { params: { key: messageKey } }),
    messageKey,
  );
const level = () => levelOf('alarmLevelRequired');
const common = {
  name: required(str().pipe(z.string().min(1).max(100)), 'alarmRuleNameRequired'),
  level: level(),
  productKey: required(str().pipe(z.string().min(1).max(64)), 'alarmProductRequired'),
  /** A device key, or "all" / "" for every device of the product. */
  deviceKey: optStr(64),
  action: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : withoutActionStubs(v)),
    z.array(alarmAction).max(20),
  ),
  /** Ours: the key of the webhooks' HMAC-SHA256 signature; a new rule without one gets a random one. */
  webhookSecret: optStr(128),
};
const conditions = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : withoutFilterStubs(v)),
    z.array(alarmGroup).max(20),
  );

/** `POST /alarm/rule/add`, `PUT /alarm/rule/edit` (+ id). */
export const alarmRuleForm = z.object({
  ...common,
  triggerType: required(int().pipe(z.literal(ALARM_TRIGGER_TYPES)), 'alarmTriggerTypeRequired'),
  eventKey: optStr(64),
  triggerCondition: conditions(),
});
export type AlarmRuleForm = z.infer<typeof alarmRuleForm>;
export const alarmRuleEditBody = alarmRuleForm.extend({ id: rowId() });

/** `POST /alarm/rule/cron/add`, `PUT /alarm/rule/cron/edit` (+ id): conditions on the latest values. */
export const alarmCronRuleForm = z.object({
  ...common,
  cronCondition: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(str().pipe(z.string().min(1).max(100)))
      .min(1)
      .max(10),
  ),
  triggerCondition: conditions(),
});
export type AlarmCronRuleForm = z.infer<typeof alarmCronRuleForm>;
export const alarmCronRuleEditBody = alarmCronRuleForm.extend({ id: rowId() });

export const alarmIdBody = z.object({ id: rowId() });

/** SagooIoT's `GET /notice/config/list` (its rule form: `{sendGateway}`); this server keeps none. */
export const noticeConfigListQuery = z.object({ sendGateway: optStr(32), ...paging });

/** Alarm rules: SagooIoT's console sends name, level and triggerType; we honour them and more. */
export const alarmRuleListQuery = z.object({
  name: filterStr(),
  level: filterInt(),
  triggerType: filterInt(),
  productKey: filterStr(),
  deviceKey: filterStr(),
  status: filterInt(),
  dateRange: dateRange(),
  ...paging,
});
export type AlarmRuleListQuery = z.infer<typeof alarmRuleListQuery>;

export const alarmTriggerTypeQuery = z.object({ productKey: filterStr() });
export const alarmTriggerParamQuery = z.object({
  productKey: filterStr(),
  triggerType: filterInt(),
  eventKey: filterStr(),
});

export const alarmLevelEditBody = z.object({
  list: z
    .array(
      z.object({
        level: levelOf('alarmLevelInvalid'),
        name: required(str().pipe(z.string().min(1).max(50)), 'alarmLevelNameRequired'),
        /** Ours: a CSS colour (#rrggbb); absent keeps the current one. */
        color: z
          .preprocess((v) => (v === '' || v === null ? undefined : v), str().optional())
          .refine((s) => s === undefined || /^#[0-9a-fA-F]{6}$/.test(s)),
      }),
    )
    .min(1)
    .max(5),
});
export type AlarmLevelEditBody = z.infer<typeof alarmLevelEditBody>;

export const alarmLogListQuery = z.object({
  /** '' all; 0 unhandled, 1 handled, 2 ignored. */
  status: filterInt(),
  level: filterInt(),
  productKey: filterStr(),
  deviceKey: filterStr(),
  ruleId: filterInt(),
  dateRange: dateRange(),
  ...paging,
});
export type AlarmLogListQuery = z.infer<typeof alarmLogListQuery>;

export const alarmLogIdQuery = z.object({ id: required(rowId(), 'alarmLogIdRequired') });

/** `POST /alarm/log/handle`: status 1 handled (default) or 2 ignored; either closes the alarm. */
export const alarmLogHandleBody = z.object({
  id: required(rowId(), 'alarmLogIdRequired'),
  status: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : v),
    int().refine((n) => n === 1 || n === 2, { params: { key: 'alarmHandleStatusInvalid' } }),
  ),
  content: optStr(2000),
});
export type AlarmLogHandleBody = z.infer<typeof alarmLogHandleBody>;

/** `POST /alarm/log/clear` (ours): handles several open alarms at once (same status and content). */
export const alarmLogClearBody = z.object({
  ids: rowIds(),
  status: intOr(1).pipe(z.literal([1, 2])),
  content: optStr(2000),
});
export type AlarmLogClearBody = z.infer<typeof alarmLogClearBody>;

/** `GET /alarm/webhook/list` (ours): deliveries of a rule's webhooks, newest first. */
export const alarmWebhookListQuery = z.object({ ruleId: filterInt(), logId: filterInt(), ...paging });
export type AlarmWebhookListQuery = z.infer<typeof alarmWebhookListQuery>;

export interface AlarmLevelRow {
  level: number;
  name: string;
  color: string;
}

export interface AlarmRuleRow {
  id: number;
  deptId: number;
  name: string;
  level: number;
  productKey: string;
  deviceKey: string;
  triggerMode: AlarmTriggerMode;
  triggerType: number;
  eventKey: string;
  /** JSON text `{"triggerCondition": [...]}` ("" for online/offline rules in the detail). */
  triggerCondition: string;
  /** JSON text `{"action": [...]}`. */
  action: string;
  status: number;
  createdBy: number;
  updatedBy: number;
  createdAt: string | null;
  updatedAt: string | null;
  deletedAt: null;
  triggerTypeName: string;
  alarmLevel: { level: number; name: string } | Record<string, never>;
  /** Parsed, in the detail only (null in lists). */
  condition: { triggerCondition: AlarmGroup[] | null } | null;
  cronCondition: { cronCondition: string[] | null } | null;
  performAction: { action: AlarmAction[] | null } | null;
  /** Ours: in the detail only. */
  webhookSecret?: string;
}

export interface AlarmLogRow {
  id: number;
  deptId: number;
  /** 1 raised by a rule. */
  type: number;
  ruleId: number;
  ruleName: string;
  level: number;
  /** JSON text of the data that last matched. */
  data: string;
  expression: string;
  productKey: string;
  deviceKey: string;
  /** 0 unhandled (open), 1 handled, 2 ignored. */
  status: number;
  content: string;
  /** Ours: how many times the rule matched while the alarm was open, and when it last did. */
  count: number;
  lastAt: string | null;
  createdAt: string | null;
  updatedBy: number;
  updatedAt: string | null;
  /** Ours: who handled it (user name) and when. */
  handledBy: string;
  handledAt: string | null;
  alarmLevel: { level: number; name: string; color: string } | null;
  product: { id: number; name: string; key: string } | null;
  /** SagooIoT's spelling (§12.13). */
  devcie: { id: number; name: string; key: string } | null;
}

export interface AlarmWebhookRow {
  id: number;
  ruleId: number;
  logId: number;
  url: string;
  /** The last attempt's HTTP status (null: no answer). */
  statusCode: number | null;
  attempts: number;
  ok: boolean;
  error: string;
  createdAt: string | null;
  finishedAt: string | null;
}

export interface AlarmPage<R> {
  list: R[];
  currentPage: number;
  Total: number;
}
