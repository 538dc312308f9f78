// Menu component path demo/system/role/index: the real role screen, mounted again under the demos.
export { RolePage as default } from '@/features/system/role';
