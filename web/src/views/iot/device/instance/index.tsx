// Menu component path iot/device/instance/index: device management.
export { DevicePage as default } from '@/features/iot/device';
