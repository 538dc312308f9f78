// The nested-menu demos (menu "嵌套菜单"): every leaf shows where it is in the tree.
export { MenuLeafPage } from './MenuLeafPage';
