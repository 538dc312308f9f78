// Menu component path iot/device/instance/detail: one device (route /iot/device/detail/:id, the id a
// device key), with its alarm tab handed in here: the alarm feature reads products, which embed devices.
import { useAlarmTabs } from '@/features/iot/alarm';
import { DeviceDetailPage } from '@/features/iot/device';

export default function DeviceDetailView() {
  return <DeviceDetailPage alarms={useAlarmTabs().device} />;
}
