// Menu component path system/menu/index: menu management.
export { MenuPage as default } from '@/features/system/menu';
