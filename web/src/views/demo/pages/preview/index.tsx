export { PreviewPage as default } from '@/features/demo/pages';
