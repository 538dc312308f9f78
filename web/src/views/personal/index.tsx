export { PersonalPage as default } from '@/features/personal';
