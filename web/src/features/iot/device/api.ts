// Devices, sagoo-iot-api.md §6 (page_list, detail, add/edit/del, deploy, setDeviceStatus, import,
// export), §6.4 (run_status), §7.3 (device logs), plus ours: property history and the event list.
// The wire types are the contract's (iot.ts, device.ts, telemetry.ts); the form's body is typed here
// (the contract's body types are the server's parsed output, looser than what the dialog sends).
import type {
  RunStatus as ContractRunStatus,
  RunStatusProperty as ContractRunStatusProperty,
  DeviceEventRow,
  DeviceImportResult,
  DeviceLogRow,
  DeviceRow,
  PropertyHistory,
} from '@iot/contract';
import { keepPreviousData, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { connectIntroQuery, productDetailQuery, productOptionsQuery } from '@/features/iot/product';
import { http } from '@/lib/http';

/** page_list's filters: '' status is all, '2' online, '1' offline, '0' disabled. */
export interface DeviceListParams {
  keyWord?: string;
  productKey?: string;
  status?: string;
  pageNum: number;
  pageSize: number;
}
/** SagooIoT's page: the `device` key, `Total` with a capital T. */
export interface DeviceListData {
  device: DeviceRow[] | null;
  currentPage: number;
  Total: number;
}

export interface DeviceTagInput {
  key: string;
  name: string;
  value: string;
}
/** DeviceForm (§6.2) plus ours: address, and onlineTimeout on edit too; `tags` is the whole set. */
export interface DeviceBody {
  key: string;
  name: string;
  productKey?: string;
  desc: string;
  version: string;
  lng: string;
  lat: string;
  address: string;
  onlineTimeout: number;
  authType: number;
  authUser: string;
  authPasswd: string;
  accessToken: string;
  tags: DeviceTagInput[];
  /** Add only (ours): 1 adds the device enabled; absent or 0 disabled, as SagooIoT adds every device. */
  status?: 0 | 1;
}

/** run_status (§6.4); `time` (ms) is ours, set when a live frame brings a value. */
export type RunStatusProperty = ContractRunStatusProperty & { time?: number };
export type RunStatus = Omit<ContractRunStatus, 'properties'> & { properties: RunStatusProperty[] | null };

export interface HistoryParams {
  deviceKey: string;
  propertyKey: string;
  start: number;
  end: number;
  points: number;
}

export type { DeviceEventRow };

export interface PagedList<T> {
  list: T[] | null;
  currentPage: number;
  Total: number;
}

/** One device's log (`deviceKey`) or every device's of a product (`productKey`). */
export interface LogSearchParams {
  deviceKey?: string;
  productKey?: string;
  types?: string[];
  dateRange?: [string, string];
  pageNum: number;
  pageSize: number;
}

export type ExportFormat = 'csv' | 'xlsx';

const base = '/api/v1/product/device';

export const deviceApi = {
  list: (params: DeviceListParams) => http.get<DeviceListData>(`${base}/page_list`, params),
  detail: (deviceKey: string) => http.get<{ data: DeviceRow }>(`${base}/detail`, { deviceKey }),
  add: (body: DeviceBody) => http.post<null>(`${base}/add`, body),
  edit: (body: DeviceBody) => http.put<null>(`${base}/edit`, body),
  /** Refused for enabled devices: the server says which. */
  delete: (keys: string[]) => http.del<null>(`${base}/del`, { keys }),
  deploy: (deviceKey: string) => http.post<null>(`${base}/deploy`, { deviceKey }),
  undeploy: (deviceKey: string) => http.post<null>(`${base}/undeploy`, { deviceKey }),
  /** Enable (1) or disable (0) several devices by key. */
  setStatus: (keys: string[], status: 0 | 1) => http.post<null>(`${base}/setDeviceStatus`, { ids: keys, status }),
  /** A workbook or CSV of devices for one product (multipart, as SagooIoT's upload posts it). */
  async import(productKey: string, file: File): Promise<DeviceImportResult> {
    const form = new FormData();
    form.append('productKey', productKey);
    form.append('file', file);
    // The multipart type keeps axios from turning the form into JSON; the browser adds the boundary.
    const body = await http.call<DeviceImportResult>({
      method: 'POST',
      url: `${base}/import`,
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return body.data as DeviceImportResult;
  },
  export: (params: { productKey?: string; format: ExportFormat }) => http.download(`${base}/export`, params),
  runStatus: (deviceKey: string) => http.get<RunStatus>(`${base}/run_status`, { deviceKey }),
  history: (params: HistoryParams) => http.get<PropertyHistory>(`${base}/property/history`, params),
  events: (deviceKey: string, pageNum: number, pageSize: number) =>
    http.get<PagedList<DeviceEventRow>>(`${base}/event/list`, { deviceKey, pageNum, pageSize }),
  logTypes: () => http.get<{ list: string[] | null }>('/api/v1/product/log/type'),
  logs: (params: LogSearchParams) => http.get<PagedList<DeviceLogRow>>('/api/v1/product/log/search', params),
};

/** The prefix of every device query: a write refreshes lists and details. */
export const DEVICE_KEY = ['device'] as const;
/** Lists (every filter and page), which live frames patch. */
export const DEVICE_LIST_KEY = [...DEVICE_KEY, 'list'] as const;
// The log's types (the server's product/log/type) never change: kept apart so device writes do not refetch them.
const LOG_TYPES_KEY = ['deviceLogTypes'] as const;

export const invalidateDevices = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: DEVICE_KEY });

export const devicePageQuery = (params: DeviceListParams) =>
  queryOptions({
    queryKey: [...DEVICE_LIST_KEY, params] as const,
    queryFn: () => deviceApi.list(params),
    placeholderData: keepPreviousData,
  });

export const deviceDetailQuery = (deviceKey: string | undefined) =>
  queryOptions({
    queryKey: [...DEVICE_KEY, 'detail', deviceKey] as const,
    queryFn: deviceKey ? () => deviceApi.detail(deviceKey).then((r) => r.data) : skipToken,
  });

export const runStatusQuery = (deviceKey: string) =>
  queryOptions({
    queryKey: [...DEVICE_KEY, 'runStatus', deviceKey] as const,
    queryFn: () => deviceApi.runStatus(deviceKey),
  });

export const historyQuery = (params: HistoryParams | undefined) =>
  queryOptions({
    queryKey: [...DEVICE_KEY, 'history', params] as const,
    queryFn: params ? () => deviceApi.history(params) : skipToken,
    placeholderData: keepPreviousData,
  });

export const EVENTS_KEY = (deviceKey: string) => [...DEVICE_KEY, 'events', deviceKey] as const;
export const deviceEventsQuery = (deviceKey: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: [...EVENTS_KEY(deviceKey), pageNum, pageSize] as const,
    queryFn: () => deviceApi.events(deviceKey, pageNum, pageSize),
    placeholderData: keepPreviousData,
  });

export const logTypesQuery = () =>
  queryOptions({ queryKey: LOG_TYPES_KEY, queryFn: deviceApi.logTypes, staleTime: Infinity });

export const deviceLogsQuery = (params: LogSearchParams) =>
  queryOptions({
    queryKey: [...DEVICE_KEY, 'logs', params] as const,
    queryFn: () => deviceApi.logs(params),
    placeholderData: keepPreviousData,
  });

// Products are the product feature's: one query (and cache entry) per product, whichever screen reads it.
export { connectIntroQuery, productOptionsQuery };

/** A product's object model (names, units, enum texts of the values shown); nothing without a key. */
export const productTslQuery = (productKey: string | undefined, enabled = true) =>
  queryOptions({
    ...productDetailQuery(productKey ?? ''),
    select: (product) => product.tsl,
    enabled: !!productKey && enabled,
    staleTime: 300_000,
  });
