export { WavesPage as default } from '@/features/demo/pages';
