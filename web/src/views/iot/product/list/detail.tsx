// Menu component path iot/product/list/detail: one product (route /iot/product/detail/:id, the key),
// with its alarm tab handed in here: the alarm feature reads products, so products cannot import it.
import { useAlarmTabs } from '@/features/iot/alarm';
import { ProductDetailPage } from '@/features/iot/product';

export default function ProductDetailView() {
  return <ProductDetailPage alarms={useAlarmTabs().product} />;
}
