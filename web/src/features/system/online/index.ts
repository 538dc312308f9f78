// Online users (system monitoring): every live session, and force logout.
export { OnlinePage } from './OnlinePage';
