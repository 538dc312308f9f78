export { TreeTablePage as default } from '@/features/demo/pages';
