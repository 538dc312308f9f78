export { LazyImgPage as default } from '@/features/demo/pages';
