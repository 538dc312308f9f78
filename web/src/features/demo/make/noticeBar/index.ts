// Demo: the scrolling notice bar in its modes (closeable, link, vertical ticker).
export { NoticeBarDemo } from './NoticeBarDemo';
