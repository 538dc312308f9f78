// The role dialog's values and the body it sends (GFast's RoleForm, gfast-v3.3-api.md §3.2).
import type { RoleAddBody, RoleGetData } from '@iot/contract';
import type { Dayjs } from 'dayjs';
import dayjs from '@/i18n/dayjs';
import { formatDate } from '@/lib/date';

export type TimeRange = [Dayjs, Dayjs];

export interface RoleFormValues {
  pid: number;
  name: string;
  listOrder: number | null;
  status: 0 | 1;
  remark: string;
  /** 0 always, 1 between two datetimes, 2 on weekdays in a daily window. */
  effectiveType: 0 | 1 | 2;
  /** 0 = Sunday ... 6 = Saturday. */
  weekDay: number[];
  dayRange: TimeRange | null;
  dateRange: TimeRange | null;
  /** Checked and half-checked rules. */
  menuIds: number[];
}

/** GFast's UI puts the daily window on this day; only the time of day counts. */
const WINDOW_DAY = '2024-02-01';
/** GFast's defaults: Monday to Friday, 08:00:00 to 19:00:00. */
const WORKDAYS = [1, 2, 3, 4, 5];
const workingHours = (): TimeRange => [dayjs(`${WINDOW_DAY} 08:00:00`), dayjs(`${WINDOW_DAY} 19:00:00`)];

const toRange = (pair: readonly string[]): TimeRange | null => {
  if (pair.length !== 2) return null;
  const range: TimeRange = [dayjs(pair[0]), dayjs(pair[1])];
  return range.every((d) => d.isValid()) ? range : null;
};

/** A new role (under `pid`): enabled, always effective, nothing granted. */
export const newRole = (pid = 0): RoleFormValues => ({
  pid,
  name: '',
  listOrder: 0,
  status: 1,
  remark: '',
  effectiveType: 0,
  weekDay: WORKDAYS,
  dayRange: workingHours(),
  dateRange: null,
  menuIds: [],
});

/** role/get's answer as the form's values; an unset weekly window starts from GFast's defaults. */
export function roleToForm({ role, menuIds }: RoleGetData): RoleFormValues {
  return {
    pid: role.pid,
    name: role.name,
    listOrder: role.listOrder,
    status: role.status === 1 ? 1 : 0,
    remark: role.remark,
    effectiveType: role.effectiveType,
    weekDay: role.weekDay.length ? role.weekDay : WORKDAYS,
    dayRange: toRange(role.dayRange) ?? workingHours(),
    dateRange: toRange(role.dateRange),
    menuIds,
  };
}

/** The body: only the effective-time fields of the chosen type are filled (the others are empty). */
export function toBody(v: RoleFormValues): RoleAddBody {
  const type = v.effectiveType;
  const weekly = type === 2 && v.dayRange;
  const dated = type === 1 && v.dateRange;
  return {
    pid: v.pid ?? 0,
    name: v.name.trim(),
    listOrder: v.listOrder ?? 0,
    status: v.status,
    remark: (v.remark ?? '').trim(),
    menuIds: [...(v.menuIds ?? [])].sort((a, b) => a - b),
    effectiveType: type,
    weekDay: type === 2 ? [...v.weekDay].sort((a, b) => a - b) : [],
    dayRange: weekly
      ? [`${WINDOW_DAY} ${formatDate(weekly[0], 'HH:MM:SS')}`, `${WINDOW_DAY} ${formatDate(weekly[1], 'HH:MM:SS')}`]
      : [],
    dateRange: dated ? [formatDate(dated[0]), formatDate(dated[1])] : [],
  };
}
