export { HomePage as default } from '@/features/home';
