export { DynamicDetailsPage as default } from '@/features/demo/params';
