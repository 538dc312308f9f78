// Alarms, sagoo-iot-api.md §8 and §11.2: levels, rules (device-triggered and cron) and alarm logs.
// The wire types are the contract's; this file adds the calls and one queryOptions factory per query.
import type {
  AlarmCronRuleForm,
  AlarmLevelEditBody,
  AlarmLevelRow,
  AlarmLogClearBody,
  AlarmLogHandleBody,
  AlarmLogListQuery,
  AlarmLogRow,
  AlarmPage,
  AlarmRuleForm,
  AlarmRuleListQuery,
  AlarmRuleRow,
} from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** rule/list filters (each absent for any) and the page. */
export type RuleListParams = Partial<Omit<AlarmRuleListQuery, 'dateRange'>> &
  Pick<AlarmRuleListQuery, 'pageNum' | 'pageSize'>;
/** log/list filters; the date range as two `YYYY-MM-DD` days. */
export type LogListParams = Partial<Omit<AlarmLogListQuery, 'dateRange'>> &
  Pick<AlarmLogListQuery, 'pageNum' | 'pageSize'> & { dateRange?: [string, string] };

/** An entry of the rule form's fixed lists. */
export interface TriggerTypeOption {
  title: string;
  type: number;
}
export interface OperatorOption {
  title: string;
  type: string;
}
export interface TriggerParam {
  title: string;
  paramKey: string;
}

const base = '/api/v1/alarm';

export const alarmApi = {
  levels: () => http.get<{ list: AlarmLevelRow[] }>(`${base}/level/all`),
  editLevels: (body: AlarmLevelEditBody) => http.put<null>(`${base}/level/edit`, body),
  rules: (params: RuleListParams) => http.get<AlarmPage<AlarmRuleRow>>(`${base}/rule/list`, params),
  rule: (id: number) => http.get<{ data: AlarmRuleRow }>(`${base}/rule/detail`, { id }),
  addRule: (body: AlarmRuleForm) => http.post<null>(`${base}/rule/add`, body),
  editRule: (body: AlarmRuleForm & { id: number }) => http.put<null>(`${base}/rule/edit`, body),
  addCronRule: (body: AlarmCronRuleForm) => http.post<null>(`${base}/rule/cron/add`, body),
  editCronRule: (body: AlarmCronRuleForm & { id: number }) => http.put<null>(`${base}/rule/cron/edit`, body),
  deleteRule: (id: number) => http.del<null>(`${base}/rule/del`, { id }),
  /** Publishes (the engine starts matching it) or unpublishes a rule. */
  deploy: (id: number, on: boolean) => http.post<null>(`${base}/rule/${on ? 'deploy' : 'undeploy'}`, { id }),
  operators: () => http.get<{ list: OperatorOption[] }>(`${base}/rule/operator`),
  /** Online and offline always; property and event report when the product's model has them. */
  triggerTypes: (productKey: string) =>
    http.get<{ list: TriggerTypeOption[] }>(`${base}/rule/trigger_type`, { productKey }),
  /** The keys a condition may test: the report time, then the properties (3) or the event's outputs (4). */
  triggerParams: (productKey: string, triggerType: number, eventKey?: string) =>
    http.get<{ list: TriggerParam[] | null }>(`${base}/rule/trigger_param`, {
      productKey,
      triggerType,
      ...(eventKey ? { eventKey } : {}),
    }),
  logs: (params: LogListParams) => http.get<AlarmPage<AlarmLogRow>>(`${base}/log/list`, params),
  handle: (body: AlarmLogHandleBody) => http.post<null>(`${base}/log/handle`, body),
  /** Closes several open alarms at once; answers how many it closed. */
  clear: (body: AlarmLogClearBody) => http.post<{ closed: number }>(`${base}/log/clear`, body),
};

/** The prefix of every alarm query. */
const ALARM_KEY = ['iot-alarm'] as const;

/** The five levels' names and colours: every alarm screen shows them, and they rarely change. */
export const alarmLevelsQuery = () =>
  queryOptions({
    queryKey: [...ALARM_KEY, 'levels'] as const,
    queryFn: async () => (await alarmApi.levels()).list,
    staleTime: 60_000,
  });

export const rulePageQuery = (params: RuleListParams) =>
  queryOptions({ queryKey: [...ALARM_KEY, 'rules', params] as const, queryFn: () => alarmApi.rules(params) });

/** One rule with its parsed conditions, actions and webhook secret. */
export const ruleDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ALARM_KEY, 'rule', id] as const,
    queryFn: async () => (await alarmApi.rule(id)).data,
  });

export const operatorsQuery = () =>
  queryOptions({
    queryKey: [...ALARM_KEY, 'operators'] as const,
    queryFn: async () => (await alarmApi.operators()).list,
    staleTime: Infinity,
  });

export const triggerTypesQuery = (productKey: string) =>
  queryOptions({
    queryKey: [...ALARM_KEY, 'triggerTypes', productKey] as const,
    queryFn: async () => (await alarmApi.triggerTypes(productKey)).list,
  });

export const triggerParamsQuery = (productKey: string, triggerType: number, eventKey?: string) =>
  queryOptions({
    queryKey: [...ALARM_KEY, 'triggerParams', productKey, triggerType, eventKey ?? ''] as const,
    queryFn: async () => (await alarmApi.triggerParams(productKey, triggerType, eventKey)).list ?? [],
  });

export const logPageQuery = (params: LogListParams) =>
  queryOptions({ queryKey: [...ALARM_KEY, 'logs', params] as const, queryFn: () => alarmApi.logs(params) });

/** After a new alarm: every alarm log list (the log page, the alarm tabs, the bell), not the settings. */
export const invalidateAlarmLogs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...ALARM_KEY, 'logs'] });

/** After a write: every alarm query (a level's name shows in rules and logs). */
export const invalidateAlarms = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ALARM_KEY });
