export { ListAdaptPage as default } from '@/features/demo/pages';
