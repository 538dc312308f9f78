// Menu component path demo/make/noticeBar/index: the scrolling notice bar demo.
export { NoticeBarDemo as default } from '@/features/demo/make/noticeBar';
