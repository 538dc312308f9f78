// The server monitor (system monitoring) and the clear-cache button the navbar shows.
export { ClearCacheButton, ServerMonitorPage } from './ServerMonitorPage';
