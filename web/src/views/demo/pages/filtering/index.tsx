export { FilteringPage as default } from '@/features/demo/pages';
