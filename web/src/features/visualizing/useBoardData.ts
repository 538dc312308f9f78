// What both boards show, from the server's overview (features/home's queries), polled every few
// seconds and refreshed at once by a live alarm. A board opens outside the shell, so it runs the
// live channel itself. Each figure is asked for only when the user holds the list it comes from.
import { PERMISSIONS } from '@iot/contract/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermission } from '@/components/auth';
import {
  alarmOpenQuery,
  alarmsByMonthQuery,
  ANALYSIS_KEY,
  eventsQuery,
  locationsQuery,
  messageRateQuery,
  messageTotalQuery,
  onlineOfflineQuery,
} from '@/features/home';
import { useLiveChannel, useLiveFrame } from '@/features/live';

/** Fast figures (messages per second) and the rest. */
const FAST_MS = 3000;
const POLL_MS = 5000;
const SLOW_MS = 60_000;

export function useBoardData() {
  const { canOpen } = usePermission();
  const devices = canOpen(PERMISSIONS.device.list);
  const alarms = canOpen(PERMISSIONS.alarm.logList);
  const client = useQueryClient();
  useLiveChannel();
  useLiveFrame('alarm', () => void client.invalidateQueries({ queryKey: ANALYSIS_KEY }));
  const poll = (ms: number, enabled: boolean) => ({ refetchInterval: ms, enabled });
  return {
    devices: useQuery({ ...onlineOfflineQuery(), ...poll(POLL_MS, devices) }).data,
    perSecond: useQuery({ ...messageRateQuery('second'), ...poll(FAST_MS, devices) }).data,
    perMinute: useQuery({ ...messageRateQuery('minute'), ...poll(POLL_MS, devices) }).data,
    today: useQuery({ ...messageTotalQuery('day'), ...poll(POLL_MS, devices) }).data,
    locations: useQuery({ ...locationsQuery(), ...poll(SLOW_MS / 2, devices) }).data,
    events: useQuery({ ...eventsQuery(12), ...poll(POLL_MS, devices) }).data,
    alarms: useQuery({ ...alarmOpenQuery(8), ...poll(POLL_MS, alarms) }).data,
    alarmsByMonth: useQuery({ ...alarmsByMonthQuery(), ...poll(SLOW_MS, alarms) }).data,
  };
}

export type BoardData = ReturnType<typeof useBoardData>;
