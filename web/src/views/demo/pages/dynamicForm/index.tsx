export { DynamicFormPage as default } from '@/features/demo/pages';
