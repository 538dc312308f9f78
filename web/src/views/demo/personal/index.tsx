export { PersonalDemoPage as default } from '@/features/demo/personal';
