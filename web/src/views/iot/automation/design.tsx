// Menu component path iot/automation/design (hidden route /iot/automation/design?id=): the flow designer.
export { AutomationDesignPage as default } from '@/features/iot/automation';
