// Departments: the management page, and the department pickers the user and role pages use
// (a filterable tree, a form control) with the query they share.
export { deptTreeQuery, invalidateDepts } from './api';
export { DeptTree, type DeptTreeProps } from './components/DeptTree';
export type { DeptSelectProps as DeptTreeSelectProps } from './components/DeptPicker';
export { DeptTreeSelect } from './components/DeptTreeSelect';
export type { LeaderSelect } from './components/DeptDialog';
export { DeptPage, type DeptPageProps } from './DeptPage';
