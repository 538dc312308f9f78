// Menu component path system/user/index: user management.
export { UserPage as default } from '@/features/system/user';
