// A gateway's sub-devices (sagoo-iot-api.md §6.3): the bound list, the candidates of the bind
// dialog, binding and unbinding. The bound list is cached as a device list page, so live frames
// patch its rows' status and latest values as they patch every other device list (liveCache.ts).
import type { DeviceRow } from '@iot/contract';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { DEVICE_KEY, DEVICE_LIST_KEY, type DeviceListData } from '../api';

const base = '/api/v1/product/device';

export interface SubDevicePage {
  gatewayKey: string;
  pageNum: number;
  pageSize: number;
}

export const gatewayApi = {
  /** bind_list answers `{list, currentPage, Total}`: kept as the device list's `device`. */
  bound: async ({ gatewayKey, pageNum, pageSize }: SubDevicePage): Promise<DeviceListData> => {
    const page = await http.get<{ list: DeviceRow[] | null; currentPage: number; Total: number }>(`${base}/bind_list`, {
      gatewayKey,
      pageNum,
      pageSize,
    });
    return { device: page.list, currentPage: page.currentPage, Total: page.Total };
  },
  /** Sub-devices of a product not bound to any gateway yet. */
  candidates: (gatewayKey: string, productKey: string) =>
    http.get<DeviceListData>(`${base}/sub_list`, { gatewayKey, productKey, pageNum: 1, pageSize: 500 }),
  bind: (gatewayKey: string, subKeys: string[]) => http.post<null>(`${base}/bind_sub`, { gatewayKey, subKeys }),
  unbind: (gatewayKey: string, subKeys: string[]) => http.post<null>(`${base}/unbind_sub`, { gatewayKey, subKeys }),
};

export const subDevicesQuery = (page: SubDevicePage) =>
  queryOptions({
    queryKey: [...DEVICE_LIST_KEY, 'subDevices', page] as const,
    queryFn: () => gatewayApi.bound(page),
    placeholderData: keepPreviousData,
  });

export const bindCandidatesQuery = (gatewayKey: string, productKey: string | undefined) =>
  queryOptions({
    queryKey: [...DEVICE_KEY, 'bindCandidates', gatewayKey, productKey] as const,
    queryFn: productKey ? async () => (await gatewayApi.candidates(gatewayKey, productKey)).device ?? [] : skipToken,
  });
