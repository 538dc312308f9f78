// What devices reported (sagoo-iot-api.md §6.4, §7.3): running state, latest values, a property's
// history and the device log. SagooIoT's console sends `pageSize` where the server declares
// `PageSize` and `deviceKey` where it declares `device_key`; both spellings are accepted.
import { z } from 'zod';
import { dateRange, filterStr, int, intOr, paging, requiredStr } from './fields.ts';

/** SagooIoT's declared spellings, taken when the console's own is absent. */
const ALIASES: [declared: string, ours: string][] = [
  ['device_key', 'deviceKey'],
  ['PageSize', 'pageSize'],
  ['property_key', 'propertyKey'],
];
const withAliases = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    for (const [declared, ours] of ALIASES) {
      if ((out[ours] === undefined || out[ours] === '') && out[declared] !== undefined) out[ours] = out[declared];
    }
    return out;
  }, z.object(shape));

const deviceKey = () => requiredStr(64);
const propertyKey = () => requiredStr(64);

/** `/product/device/run_status`, `/get_latest_property`. */
export const deviceKeyQuery = withAliases({ deviceKey: deviceKey() });
export type DeviceKeyQuery = z.infer<typeof deviceKeyQuery>;

/** `/product/device/property/get`. */
export const propertyGetQuery = withAliases({ deviceKey: deviceKey(), propertyKey: propertyKey() });
export type PropertyGetQuery = z.infer<typeof propertyGetQuery>;

/** `/product/device/property/list`: one property's reported values, newest first. */
export const propertyListQuery = withAliases({ deviceKey: deviceKey(), propertyKey: propertyKey(), ...paging });
export type PropertyListQuery = z.infer<typeof propertyListQuery>;

const localPattern = /^(\d{4})-(\d\d)-(\d\d)(?: (\d\d):(\d\d)(?::(\d\d))?)?$/;
/**
 * A time as Unix milliseconds, or `YYYY-MM-DD[ HH:mm[:ss]]` in the server's zone; "" is absent.
 * Anything else stays as it is and fails the number check (code 51).
 */
const timeMs = () =>
  z.preprocess((v) => {
    if (v === '' || v === null || v === undefined) return undefined;
    if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
    const m = typeof v === 'string' ? localPattern.exec(v.trim()) : null;
    if (!m) return v;
    const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
    const date = new Date(+y, +mo - 1, +d, +h, +mi, +s);
    return date.getMonth() === +mo - 1 ? date.getTime() : v;
  }, z.number().int().min(0).max(8_640_000_000_000).optional());

/** Points a history answer holds at most. */
export const HISTORY_MAX_POINTS = 5000;

/** `/product/device/property/history` (ours): a property between two times, downsampled to `points`. */
export const propertyHistoryQuery = withAliases({
  deviceKey: deviceKey(),
  propertyKey: propertyKey(),
  /** Default: a day before `end`. */
  start: timeMs(),
  /** Default: now. */
  end: timeMs(),
  points: intOr(1000).pipe(z.number().min(1).max(HISTORY_MAX_POINTS)),
});
export type PropertyHistoryQuery = z.infer<typeof propertyHistoryQuery>;

/** A list filter of strings: a scalar stands for a one-element list, "" and absence for no filter. */
const stringList = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const list = Array.isArray(v) ? v : [v];
      return list.filter((s) => s !== '' && s !== null);
    },
    z.array(z.string().max(64)).max(100).optional(),
  );

/**
 * `/product/log/search`: a device's log (`deviceKey`), or ours, every device of a product the
 * caller may see (`productKey`); one of the two is needed.
 */
export const logSearchQuery = withAliases({
  deviceKey: filterStr(),
  productKey: filterStr(),
  types: stringList(),
  dateRange: dateRange(),
  ...paging,
});
export type LogSearchQuery = z.infer<typeof logSearchQuery>;

/** data/list's time units: 1 second, 2 minute, 3 hour, 4 day. */
export const DATA_LIST_TIME_UNITS = [1, 2, 3, 4] as const;

/**
 * `/product/device/data/list` (§6.4): the device's reports in windows of `interval` `timeUnit`s,
 * newest first, paged over the windows that hold reports (at most 500 a page, as SagooIoT);
 * `dateRange` (ours) bounds them.
 */
export const deviceDataListQuery = withAliases({
  deviceKey: deviceKey(),
  interval: int().pipe(z.number().min(1).max(1_000_000)),
  timeUnit: intOr(2).pipe(z.literal(DATA_LIST_TIME_UNITS)),
  dateRange: dateRange(),
  pageNum: paging.pageNum,
  pageSize: paging.pageSize.pipe(z.number().max(500)),
});
export type DeviceDataListQuery = z.infer<typeof deviceDataListQuery>;

/** A window: its bounds (wire time) and, per property, `p_<lower-case key>` its most frequent value. */
export type DeviceDataWindow = { _wstart: string; _wend: string } & Record<string, unknown>;

export interface DeviceDataList {
  list: DeviceDataWindow[];
  currentPage: number;
  Total: number;
}

/** `/product/device/event/list` (ours): the device's reported events, newest first. */
export const eventListQuery = withAliases({ deviceKey: deviceKey(), ...paging });
export type EventListQuery = z.infer<typeof eventListQuery>;

/** A property as run_status lists it: `value` the latest, `list` the recent values, newest first. */
export interface RunStatusProperty {
  key: string;
  name: string;
  type: string;
  unit: string;
  /** Object values as JSON text (SagooIoT's console parses them). */
  value: unknown;
  list: unknown[];
}

export interface RunStatus {
  status: number;
  lastOnlineTime: string | null;
  properties: RunStatusProperty[];
}

export interface LatestProperty {
  key: string;
  name: string;
  type: string;
  unit: string;
  value: unknown;
}

export interface PropertyValueRow {
  ts: string;
  value: unknown;
}

export interface DeviceEventRow {
  ts: string;
  eventKey: string;
  name: string;
  level: number;
  value: Record<string, unknown>;
}
