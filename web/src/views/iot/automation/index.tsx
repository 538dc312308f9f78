// Menu component path iot/automation/index: the automation flows.
export { AutomationListPage as default } from '@/features/iot/automation';
