// The server monitor (gfast-v3.3-api.md §3.12) and GFast's "clear cache" (§3.17).
import type { MonitorServer } from '@iot/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** How often the monitor asks again while shown (GFast: 5 s); TanStack pauses it while the tab is hidden. */
export const MONITOR_REFRESH_MS = 5_000;

export const monitorApi = {
  server: () => http.get<MonitorServer>('/api/v1/system/monitor/server'),
  /** Every server process drops its cached rights, menus and list answers. */
  clearCache: () => http.del<null>('/api/v1/system/cache/remove'),
};

export const serverQuery = () =>
  queryOptions({
    queryKey: ['monitor', 'server'] as const,
    queryFn: monitorApi.server,
    refetchInterval: MONITOR_REFRESH_MS,
    // Never a stale figure shown as current: each visit starts from a fresh read.
    gcTime: 0,
  });
