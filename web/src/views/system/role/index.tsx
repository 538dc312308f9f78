// Menu component path system/role/index: role management.
export { RolePage as default } from '@/features/system/role';
