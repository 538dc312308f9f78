// The personal centre: the caller's profile, editing it, and changing the password.
export { PersonalPage } from './PersonalPage';
