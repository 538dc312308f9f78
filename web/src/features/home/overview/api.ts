// The IoT overview's calls (server module `analysis`, sagoo-iot-api.md §14 and ours), shared by the
// home page and the dashboards. Every figure covers the caller's data scope only.
import type {
  AlarmOpenSummary,
  AnalysisSeries,
  DeviceEvent,
  DeviceLocation,
  DeviceOnlineOffline,
  ProductCount,
} from '@iot/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

const base = '/api/v1/analysis';

export const analysisApi = {
  onlineOffline: () => http.get<DeviceOnlineOffline>(`${base}/deviceOnlineOfflineCount`),
  productCount: () => http.get<ProductCount>(`${base}/productCount`),
  /** Messages per minute over the last hour, or per second over the last minute. */
  messageRate: (unit: 'minute' | 'second') => http.get<AnalysisSeries>(`${base}/messageRate`, { unit }),
  /** Messages this year, month or day. */
  messageTotal: (dateType: 'year' | 'month' | 'day') =>
    http.get<{ number: number }>(`${base}/deviceDataTotalCount`, { dateType }),
  /** Messages per hour today, per day this month or per month this year. */
  messageCounts: (dateType: 'year' | 'month' | 'day') =>
    http.get<AnalysisSeries>(`${base}/deviceDataCount`, { dateType }),
  alarmsByMonth: () => http.get<AnalysisSeries>(`${base}/deviceAlertCountByYearMonth`),
  alarmOpen: (limit: number) => http.get<AlarmOpenSummary>(`${base}/alarmOpen`, { limit }),
  locations: () => http.get<{ data: DeviceLocation[] }>(`${base}/deviceLocations`),
  events: (limit: number) => http.get<{ data: DeviceEvent[] }>(`${base}/deviceEvents`, { limit }),
};

/** The prefix of every overview query: a live alarm refreshes them all. */
export const ANALYSIS_KEY = ['analysis'] as const;

export const onlineOfflineQuery = () =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'devices'] as const,
    queryFn: async () => (await analysisApi.onlineOffline()).Data,
  });
export const productCountQuery = () =>
  queryOptions({ queryKey: [...ANALYSIS_KEY, 'products'] as const, queryFn: () => analysisApi.productCount() });
export const messageRateQuery = (unit: 'minute' | 'second') =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'rate', unit] as const,
    queryFn: async () => (await analysisApi.messageRate(unit)).data,
  });
export const messageTotalQuery = (dateType: 'year' | 'month' | 'day') =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'total', dateType] as const,
    queryFn: async () => (await analysisApi.messageTotal(dateType)).number,
  });
export const messageCountsQuery = (dateType: 'year' | 'month' | 'day') =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'counts', dateType] as const,
    queryFn: async () => (await analysisApi.messageCounts(dateType)).data,
  });
export const alarmsByMonthQuery = () =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'alarmsByMonth'] as const,
    queryFn: async () => (await analysisApi.alarmsByMonth()).data,
  });
export const alarmOpenQuery = (limit: number) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'alarmOpen', limit] as const,
    queryFn: () => analysisApi.alarmOpen(limit),
  });
export const locationsQuery = () =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'locations'] as const,
    queryFn: async () => (await analysisApi.locations()).data,
  });
export const eventsQuery = (limit: number) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEY, 'events', limit] as const,
    queryFn: async () => (await analysisApi.events(limit)).data,
  });
