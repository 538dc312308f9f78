// Posts (job positions): the management page and its dialog.
export { PostPage } from './PostPage';
