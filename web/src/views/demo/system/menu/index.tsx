// Menu component path demo/system/menu/index: the real menu screen, mounted again under the demos.
export { MenuPage as default } from '@/features/system/menu';
