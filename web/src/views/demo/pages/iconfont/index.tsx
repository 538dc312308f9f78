export { IconfontPage as default } from '@/features/demo/pages';
