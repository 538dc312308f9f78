// The device list as a file (sagoo-iot-api.md §6.5): SagooIoT's columns plus the last time online,
// every device of the product (or every one) the caller may see, in the caller's language.
import type { Text } from '@iot/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './product/schema.ts';
import { devices } from './schema.ts';
import { inLang, type Lang } from '../../lib/lang.ts';
import type { ExportColumn } from '../../lib/table-export.ts';
import { formatTime } from '../../lib/time.ts';
import type { DataScope } from '../../access/data-scope.ts';
import type { DeviceRecord, ProductRecord } from './scope.ts';
import { pageFilters } from './service.ts';

/** More than any console needs at once; the file stays a few megabytes. */
export const EXPORT_LIMIT = 100_000;

type ExportRow = { device: DeviceRecord; product: ProductRecord };

export async function devicesToExport(db: Db, scope: DataScope, productKey?: string): Promise<ExportRow[]> {
  return db
    .select({ device: devices, product: products })
    .from(devices)
    .innerJoin(products, eq(products.id, devices.productId))
    .where(pageFilters(scope, { productKey }))
    .orderBy(desc(devices.id))
    .limit(EXPORT_LIMIT);
}

const STATUS: Record<number, Text> = {
  0: ['未启用', 'Disabled', '未啟用'],
  1: ['离线', 'Offline', '離線'],
  2: ['在线', 'Online', '在線'],
};
const DEVICE_TYPE: Record<string, Text> = {
  设备: ['设备', 'Device', '設備'],
  网关: ['网关', 'Gateway', '閘道'],
  子设备: ['子设备', 'Sub-device', '子設備'],
};

export function deviceColumns(lang: Lang): ExportColumn<ExportRow>[] {
  const t = (text: Text) => inLang(text, lang);
  const col = (header: Text, value: ExportColumn<ExportRow>['value'], width?: number) => ({
    header: t(header),
    value,
    width,
  });
  return [
    col(['产品名称', 'Product', '產品名稱'], (r) => r.product.name, 20),
    col(['设备名称', 'Device name', '設備名稱'], (r) => r.device.name, 20),
    col(['设备标识', 'Device key', '設備標識'], (r) => r.device.key, 20),
    col(['设备类型', 'Device type', '設備類型'], (r) => {
      const type = DEVICE_TYPE[r.product.deviceType];
      return type ? t(type) : r.product.deviceType;
    }),
    col(['状态', 'Status', '狀態'], (r) => t(STATUS[r.device.status] ?? STATUS[1]), 10),
    col(['描述', 'Description', '描述'], (r) => r.device.desc, 24),
    col(['固件版本', 'Firmware version', '韌體版本'], (r) => r.device.version),
    col(['最后上线时间', 'Last online', '最後上線時間'], (r) => formatTime(r.device.lastOnlineTime), 20),
  ];
}
