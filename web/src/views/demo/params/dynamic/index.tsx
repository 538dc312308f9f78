export { DynamicRoutePage as default } from '@/features/demo/params';
