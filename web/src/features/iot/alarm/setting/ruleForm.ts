// The rule dialog's values and the bodies they become (rule/add, rule/cron/add and their edits),
// kept apart from the form so the wire's quirks live in one place: the first filter's and the
// first group's andOr are 0 (SagooIoT's "none"), later ones 1 (AND) or 2 (OR); between takes two
// values; webhooks are one action with every URL as an addressee.
import type {
  AlarmAction,
  AlarmCronRuleForm,
  AlarmGroup,
  AlarmOperator,
  AlarmRuleForm,
  AlarmRuleRow,
} from '@iot/contract';

/** The trigger type select's value for a cron rule (the server's rows say triggerType 0 for them). */
export const CRON = 0;
/** The operators that take a lower and an upper value. */
export const isRange = (operator: string | undefined) => operator === 'bet' || operator === 'nbet';
/** Property and event rules test the report; cron rules test the latest values. */
export const hasConditions = (type: number | undefined) => type === 3 || type === 4 || type === CRON;

export interface FilterValues {
  key?: string;
  operator?: AlarmOperator;
  value?: string;
  value2?: string;
  andOr?: 1 | 2;
}
export interface GroupValues {
  andOr?: 1 | 2;
  filters: FilterValues[];
}
export interface RuleValues {
  name: string;
  level?: number;
  productKey?: string;
  deviceKey: string;
  triggerType?: number;
  eventKey?: string;
  /** Cron expressions, one a line. */
  cron: string;
  groups: GroupValues[];
  /** Webhook URLs, one a line. */
  webhooks: string;
  webhookSecret: string;
}

/** The non-blank lines of a text box, trimmed. */
export const linesOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

const joinOf = (andOr: number | undefined, first: boolean): 0 | 1 | 2 => (first ? 0 : andOr === 2 ? 2 : 1);

export function toGroups(groups: GroupValues[]): AlarmGroup[] {
  return groups
    .filter((g) => g.filters.length)
    .map((g, i) => ({
      andOr: joinOf(g.andOr, i === 0),
      filters: g.filters.map((f, j) => ({
        key: f.key ?? '',
        operator: f.operator ?? 'eq',
        value: isRange(f.operator) ? [(f.value ?? '').trim(), (f.value2 ?? '').trim()] : [(f.value ?? '').trim()],
        andOr: joinOf(f.andOr, j === 0),
      })),
    }));
}

const fromGroups = (groups: AlarmGroup[] | null | undefined): GroupValues[] =>
  (groups ?? []).map((g) => ({
    andOr: g.andOr === 2 ? 2 : 1,
    filters: g.filters.map((f) => ({
      key: f.key,
      operator: f.operator,
      value: f.value[0] ?? '',
      value2: f.value[1] ?? '',
      andOr: f.andOr === 2 ? 2 : 1,
    })),
  }));

const isWebhook = (a: AlarmAction) => a.sendGateway === 'webhook';

/** A rule's detail as the form's values; a new rule starts with one empty condition. */
export function toValues(row?: AlarmRuleRow): Partial<RuleValues> {
  if (!row)
    return { deviceKey: '', cron: '', groups: [{ filters: [{ operator: 'eq' }] }], webhooks: '', webhookSecret: '' };
  const actions = row.performAction?.action ?? [];
  const groups = fromGroups(row.condition?.triggerCondition);
  return {
    name: row.name,
    level: row.level,
    productKey: row.productKey,
    deviceKey: row.deviceKey,
    triggerType: row.triggerMode === 2 ? CRON : row.triggerType,
    eventKey: row.eventKey || undefined,
    cron: (row.cronCondition?.cronCondition ?? []).join('\n'),
    groups: groups.length ? groups : [{ filters: [{ operator: 'eq' }] }],
    webhooks: actions
      .filter(isWebhook)
      .flatMap((a) => a.addressee)
      .join('\n'),
    webhookSecret: row.webhookSecret ?? '',
  };
}

export type RuleBody = { cron: true; body: AlarmCronRuleForm } | { cron: false; body: AlarmRuleForm };

/** The form's values as the body of the call its trigger type needs; `row`'s other actions are kept. */
export function toBody(v: RuleValues, row?: AlarmRuleRow): RuleBody {
  const urls = linesOf(v.webhooks);
  const kept = (row?.performAction?.action ?? []).filter((a) => !isWebhook(a));
  const webhook: AlarmAction[] = urls.length
    ? [{ sendGateway: 'webhook', noticeConfig: '', noticeTemplate: '', addressee: urls }]
    : [];
  const common = {
    name: v.name.trim(),
    level: v.level ?? 0,
    productKey: v.productKey ?? '',
    deviceKey: v.deviceKey.trim(),
    action: [...kept, ...webhook],
    webhookSecret: v.webhookSecret.trim(),
  };
  const triggerCondition = hasConditions(v.triggerType) ? toGroups(v.groups) : [];
  if (v.triggerType === CRON)
    return { cron: true, body: { ...common, cronCondition: linesOf(v.cron), triggerCondition } };
  const triggerType = (v.triggerType ?? 0) as AlarmRuleForm['triggerType'];
  return {
    cron: false,
    body: { ...common, triggerType, eventKey: triggerType === 4 ? (v.eventKey ?? '') : '', triggerCondition },
  };
}
