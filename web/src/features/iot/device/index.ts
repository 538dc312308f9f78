// Devices: the device list page, the table other screens embed (a product's devices), the detail page.
export { DeviceDetailPage, type DeviceAlarmsTab } from './detail/DeviceDetail';
export { LogTab as DeviceLogTab } from './detail/LogTab';
export { DeviceList, type DeviceListProps } from './DeviceList';
export { DevicePage } from './DevicePage';
// Other screens pick devices (the automation designer: a product's devices, a device's product).
export { deviceDetailQuery, devicePageQuery } from './api';
