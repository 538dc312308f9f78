// The login log (system monitoring): who logged in, out or failed, from where and with what.
export { LoginLogPage } from './LoginLogPage';
