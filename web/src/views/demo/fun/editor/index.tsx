// Menu component path demo/fun/editor/index: the rich text editor demo.
export { RichTextDemo as default } from '@/features/demo/fun/editor';
