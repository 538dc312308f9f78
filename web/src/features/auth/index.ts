// Signing in and out: the login page (the first page of every visit, pre-rendered at build time),
// the shell's logout, and the token refresh the live channel asks for. All of it sits in the
// first chunk with the login page, so what the shell takes from here adds nothing to its own.
export { refreshToken } from './api';
export { keepEarlyInput } from './earlyInput';
export { LoginPage } from './LoginPage';
export { useLogout } from './useLogout';
