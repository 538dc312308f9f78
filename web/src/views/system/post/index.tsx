// Menu component path system/post/index: post management.
export { PostPage as default } from '@/features/system/post';
