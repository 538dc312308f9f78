// Automations: the flow list and the flow designer (React Flow; its code and stylesheet load with
// the designer's view only), whose flows the server runs.
export { DesignerPage as AutomationDesignPage } from './designer/DesignerPage';
export { FlowListPage as AutomationListPage } from './list/FlowListPage';
