// Users: management, and the user picker other features use (department leaders, role members).
export { invalidateUsers, usersOfRoleQuery } from './api';
export { UserPickerDialog, type UserPickerDialogProps } from './selector/UserPickerDialog';
export { UserSelect, type UserSelectProps } from './selector/UserSelect';
export { UserPage } from './UserPage';
