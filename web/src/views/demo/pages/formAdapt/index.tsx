export { FormAdaptPage as default } from '@/features/demo/pages';
