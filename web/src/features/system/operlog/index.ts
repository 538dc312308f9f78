// The operation log: the list page and its detail drawer.
export { OperLogPage } from './OperLogPage';
