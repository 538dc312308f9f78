// Menu component path iot/product/list/detail: one product (route /iot/product/detail/:id, the key),
// with its device and alarm tabs handed in here: those features read products, so products cannot
// import them.
import { useAlarmTabs } from '@/features/iot/alarm';
import { DeviceList, DeviceLogTab } from '@/features/iot/device';
import { ProductDetailPage, type ProductDeviceTabs } from '@/features/iot/product';

const devices: ProductDeviceTabs = { list: DeviceList, log: DeviceLogTab };

export default function ProductDetailView() {
  return <ProductDetailPage alarms={useAlarmTabs().product} devices={devices} />;
}
