// Menu component path demo/fun/echartsMap/index: the map chart demo.
export { EchartsMapDemo as default } from '@/features/demo/fun/echartsMap';
