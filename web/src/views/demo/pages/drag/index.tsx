export { DragPage as default } from '@/features/demo/pages';
