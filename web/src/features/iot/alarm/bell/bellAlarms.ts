// The bell's alarms are one query: the newest open alarms and how many are open (its Total). A live
// `alarm` frame puts the new alarm into it at once; the refetch that follows brings the server's word.
import type { AlarmLogRow, AlarmPage } from '@iot/contract';
import type { QueryClient } from '@tanstack/react-query';
import { logPageQuery } from '../api';

/** The newest five open alarms: the same query family as the alarm log, so handling one refreshes the bell. */
export const openAlarmsQuery = () => logPageQuery({ pageNum: 1, pageSize: 5, status: 0 });

const openKey = openAlarmsQuery().queryKey;

/** How many alarms are open, by the bell's query (0 before it answered). */
export const openAlarmCount = (page: AlarmPage<AlarmLogRow> | undefined) => page?.Total ?? 0;

/** A new alarm came over the live channel: first in the bell's list, counted once however often it comes. */
export function receiveAlarm(queryClient: QueryClient, row: AlarmLogRow) {
  queryClient.setQueryData(openKey, (old): AlarmPage<AlarmLogRow> => {
    const page = old ?? { list: [], currentPage: 1, Total: 0 };
    const rows = page.list ?? [];
    const known = rows.some((r) => r.id === row.id);
    return {
      ...page,
      list: [row, ...rows.filter((r) => r.id !== row.id)].slice(0, 5),
      Total: known ? page.Total : page.Total + 1,
    };
  });
}

/** Where the alarm log is (by the user's menus; the seeded path otherwise) and where a device's page is. */
export const ALARM_LOG_COMPONENT = 'iot/alarm/log/index';
export const devicePath = (key: string) => `/iot/device/detail/${encodeURIComponent(key)}`;
