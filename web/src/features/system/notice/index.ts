// Notices: management, the notification centre, the bell and the live pop-up. The shell takes the
// bell and useLiveNotices (bell/, with its own texts); the views take the pages, which the build
// keeps out of the shell's chunk (feature modules are side-effect free, vite.config.ts).
export { NoticeBell } from './bell/NoticeBell';
/** What a live notice does to the bell (for the shell's tests). */
export { receiveNotice } from './bell/bellCache';
export { useLiveNotices } from './bell/useLiveNotices';
export { NoticeCentrePage } from './NoticeCentrePage';
export { NoticeListPage } from './NoticeListPage';
