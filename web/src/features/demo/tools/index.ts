// The tools demo (menu "工具类集合"): the helper library's validators and formatters, live.
export { ToolsPage } from './ToolsPage';
