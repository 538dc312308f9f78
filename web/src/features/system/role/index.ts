// Role management: the role tree, the add/edit dialog (menus and buttons, effective time), data
// scope and the users of a role.
export { RolePage } from './RolePage';
// Other screens pick roles (the automation designer's private letters).
export { roleListQuery } from './api';
