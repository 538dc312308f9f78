// Menu component path system/config/index: system parameters.
export { ConfigPage as default } from '@/features/system/config';
