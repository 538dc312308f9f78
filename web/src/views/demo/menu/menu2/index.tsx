export { MenuLeafPage as default } from '@/features/demo/menu';
