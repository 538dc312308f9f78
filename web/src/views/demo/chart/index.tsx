// Menu component path demo/chart/index: the big-data chart page.
export { ChartDemo as default } from '@/features/demo/chart';
