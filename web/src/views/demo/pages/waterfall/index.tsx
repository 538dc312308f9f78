export { WaterfallPage as default } from '@/features/demo/pages';
