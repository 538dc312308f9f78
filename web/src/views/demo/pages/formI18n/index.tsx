export { FormI18nPage as default } from '@/features/demo/pages';
