// Menu component path demo/system/user/index: the real user screen, mounted again under the demos.
export { UserPage as default } from '@/features/system/user';
