export { TableRulesPage as default } from '@/features/demo/pages';
