export { ToolsPage as default } from '@/features/demo/tools';
