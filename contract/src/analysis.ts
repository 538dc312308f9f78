// The IoT overview (SagooIoT's /analysis/**, sagoo-iot-api.md §14) and what the console's home
// page and dashboards need besides: messages per minute or second, open alarms, device positions
// and recent device events. Every figure counts only what the caller's data scope covers.
import { z } from 'zod';
import { int, intOr, str } from './fields.ts';

/** The period a figure covers: this year, this month or today (server time). */
export const analysisDateType = () => z.preprocess((v) => (v === '' ? undefined : v), z.enum(['year', 'month', 'day']));

export const analysisDateTypeQuery = z.object({ dateType: analysisDateType().default('day') });
export type AnalysisDateTypeQuery = z.infer<typeof analysisDateTypeQuery>;

export const analysisYearQuery = z.object({
  year: z.preprocess((v) => (v === '' ? undefined : v), int().pipe(z.number().min(1970).max(9999)).optional()),
});
export type AnalysisYearQuery = z.infer<typeof analysisYearQuery>;

/**
 * `date` is `YYYY`, `YYYY-MM` or `YYYY-MM-DD` by `dateType` ("" or absent: the current one), or as
 * SagooIoT's dashboard sends it (dayjs `M`, `D`): a month of this year, a day of this month.
 */
const datePatterns = {
  year: /^\d{4}$/,
  month: /^(\d{4}-\d\d|0?[1-9]|1[0-2])$/,
  day: /^(\d{4}-\d\d-\d\d|0?[1-9]|[12]\d|3[01])$/,
} as const;
export const analysisLevelQuery = z
  .object({ dateType: analysisDateType().default('year'), date: str().optional() })
  .refine((q) => !q.date || datePatterns[q.dateType].test(q.date), { path: ['date'] });
export type AnalysisLevelQuery = z.infer<typeof analysisLevelQuery>;

/** Messages per minute over the last hour, or per second over the last minute. */
export const analysisRateQuery = z.object({
  unit: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['minute', 'second']).default('minute')),
});
export type AnalysisRateQuery = z.infer<typeof analysisRateQuery>;

/** How many of the latest rows to answer (1..50). */
export const analysisLimitQuery = z.object({ limit: intOr(10).pipe(z.number().min(1).max(50)) });
export type AnalysisLimitQuery = z.infer<typeof analysisLimitQuery>;

/** SagooIoT's figure series: a label (a month, a day, an hour, a level number) and its count. */
export interface AnalysisPoint {
  Title: string;
  Value: number;
}
/** deviceAlarmLevelCount's point: `Title` the level's number (SagooIoT's), with (ours) its name. */
export interface AnalysisLevelPoint extends AnalysisPoint {
  name: string;
}
export interface AnalysisSeries {
  data: AnalysisPoint[];
}

export interface DeviceOnlineOffline {
  Data: { total: number; online: number; offline: number; disable: number };
}

/** `added`: products created this month. */
export interface ProductCount {
  total: number;
  enable: number;
  disable: number;
  added: number;
}

export interface OpenAlarm {
  id: number;
  level: number;
  levelName: string;
  levelColor: string;
  ruleName: string;
  deviceKey: string;
  deviceName: string;
  count: number;
  /** When it opened and when the rule last matched (wire time). */
  createdAt: string | null;
  lastAt: string | null;
}

/** Open (unhandled) alarms: how many per level (every level, most urgent first) and the latest. */
export interface AlarmOpenSummary {
  total: number;
  levels: { level: number; name: string; color: string; count: number }[];
  latest: OpenAlarm[];
}

/** A device with usable coordinates (WGS84 degrees). Status: 0 disabled, 1 offline, 2 online. */
export interface DeviceLocation {
  key: string;
  name: string;
  productName: string;
  status: number;
  lng: number;
  lat: number;
  address: string;
}

/** A recent device log entry (online, offline, event). */
export interface DeviceEvent {
  id: number;
  ts: string | null;
  deviceKey: string;
  deviceName: string;
  type: string;
}
