export { CommonDetailsPage as default } from '@/features/demo/params';
