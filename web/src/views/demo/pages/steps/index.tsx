export { StepsPage as default } from '@/features/demo/pages';
