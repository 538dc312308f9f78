export { FilteringDetailsPage as default } from '@/features/demo/pages';
