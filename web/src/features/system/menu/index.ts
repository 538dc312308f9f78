// Menu management: the rule tree with its search and the add/edit dialog.
export { MenuPage } from './MenuPage';
