// Menu component path demo/fun/printJs/index: the print demo.
export { PrintDemo as default } from '@/features/demo/fun/printJs';
