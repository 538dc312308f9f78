export { FormRulesPage as default } from '@/features/demo/pages';
