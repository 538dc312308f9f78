// Devices: the device list page, the table other screens embed (a product's devices), the detail page.
export { DeviceDetailPage, type DeviceAlarmsTab } from './detail/DeviceDetail';
export { LogTab as DeviceLogTab } from './detail/LogTab';
export { DeviceList, type DeviceListProps } from './DeviceList';
export { DevicePage } from './DevicePage';
