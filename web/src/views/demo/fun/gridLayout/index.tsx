// Menu component path demo/fun/gridLayout/index: the draggable grid layout demo.
export { GridLayoutDemo as default } from '@/features/demo/fun/gridLayout';
