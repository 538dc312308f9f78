export { CommonRoutePage as default } from '@/features/demo/params';
