// Live frames into the query cache (the console's one copy of server data): a device's status and
// latest values in every list page and its detail, its running state, and its first page of events.
import type { DeviceEventFrame, DevicePropertyFrame, DeviceRow, DeviceStatusFrame, Tsl } from '@iot/contract';
import { deviceTopic } from '@iot/contract/iot';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveFrame, useLiveTopics } from '@/features/live';
import { formatDate } from '@/lib/date';
import type { LiveClient } from '@/lib/live';
import {
  DEVICE_LIST_KEY,
  EVENTS_KEY,
  deviceDetailQuery,
  runStatusQuery,
  type DeviceEventRow,
  type DeviceListData,
  type PagedList,
} from './api';

/** How many recent values run_status keeps per property (§6.4: the UI charts 15). */
const RECENT_VALUES = 15;

const serverTime = (ms: number) => formatDate(ms, 'YYYY-mm-dd HH:MM:SS');

function patchDevice(queryClient: QueryClient, deviceKey: string, patch: (row: DeviceRow) => DeviceRow) {
  queryClient.setQueriesData<DeviceListData>({ queryKey: DEVICE_LIST_KEY }, (page) =>
    page?.device?.some((d) => d.key === deviceKey)
      ? { ...page, device: page.device.map((d) => (d.key === deviceKey ? patch(d) : d)) }
      : page,
  );
  queryClient.setQueryData(deviceDetailQuery(deviceKey).queryKey, (row) => row && patch(row));
}

/** A device went online or offline, or was enabled or disabled. */
export function applyStatusFrame(queryClient: QueryClient, frame: DeviceStatusFrame) {
  // The server records the moment of every online/offline change as lastOnlineTime.
  const changed = (row: DeviceRow): DeviceRow =>
    row.status === frame.status
      ? row
      : {
          ...row,
          status: frame.status,
          lastOnlineTime: frame.status === 0 ? row.lastOnlineTime : serverTime(frame.time),
        };
  patchDevice(queryClient, frame.deviceKey, changed);
  queryClient.setQueryData(runStatusQuery(frame.deviceKey).queryKey, (s) => s && { ...s, status: frame.status });
}

/** New property values: the rows' and the detail's latest values, and the running state's cards. */
export function applyPropertyFrame(queryClient: QueryClient, frame: DevicePropertyFrame) {
  const { deviceKey, properties } = frame;
  patchDevice(queryClient, deviceKey, (row) => ({ ...row, latest: { ...row.latest, ...properties } }));
  queryClient.setQueryData(runStatusQuery(deviceKey).queryKey, (s) => {
    if (!s) return s;
    const known = new Set((s.properties ?? []).map((p) => p.key));
    const updated = (s.properties ?? []).map((p) => {
      const next = properties[p.key];
      if (!next) return p;
      return {
        ...p,
        value: next.value,
        time: next.time,
        list: [next.value, ...(p.list ?? [])].slice(0, RECENT_VALUES),
      };
    });
    // A property run_status did not list yet (a device that never reported it).
    const added = Object.entries(properties)
      .filter(([key]) => !known.has(key))
      .map(([key, v]) => ({ key, name: key, type: '', unit: '', value: v.value, time: v.time, list: [v.value] }));
    return { ...s, properties: [...updated, ...added] };
  });
}

/** A reported event at the top of the first page of the device's events. */
export function applyEventFrame(queryClient: QueryClient, frame: DeviceEventFrame, tsl: Tsl | null | undefined) {
  const event = tsl?.events?.find((e) => e.key === frame.eventKey);
  const row: DeviceEventRow = {
    ts: serverTime(frame.time),
    eventKey: frame.eventKey,
    name: event?.name ?? frame.eventKey,
    level: event?.level ?? 0,
    value: frame.value,
  };
  queryClient.setQueriesData<PagedList<DeviceEventRow>>({ queryKey: EVENTS_KEY(frame.deviceKey) }, (page) => {
    if (!page) return page;
    // Only the first page shows the newest; later pages refetch when visited.
    if (page.currentPage > 1) return page;
    return { ...page, list: [row, ...(page.list ?? [])], Total: page.Total + 1 };
  });
}

/**
 * Watches the given devices on the live channel while mounted and keeps their cached status and
 * values current. `client` is for tests.
 */
export function useDeviceLive(deviceKeys: readonly string[], client?: LiveClient) {
  const queryClient = useQueryClient();
  useLiveTopics(deviceKeys.map(deviceTopic), client);
  useLiveFrame('deviceStatus', (frame) => applyStatusFrame(queryClient, frame), client);
  useLiveFrame('deviceProperty', (frame) => applyPropertyFrame(queryClient, frame), client);
}

/** Events of one device into its event list (the detail's events tab). */
export function useDeviceEvents(deviceKey: string, tsl: Tsl | null | undefined, client?: LiveClient) {
  const queryClient = useQueryClient();
  useLiveFrame(
    'deviceEvent',
    (frame) => {
      if (frame.deviceKey === deviceKey) applyEventFrame(queryClient, frame, tsl);
    },
    client,
  );
}
