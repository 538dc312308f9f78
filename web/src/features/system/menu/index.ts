// Menu management: the rule tree with its search and the add/edit dialog.
export { MenuPage } from './MenuPage';
export { menuParamsQuery } from './api';
export { parentOptions, type ParentOption } from './components/tree';
