// Menu component path demo/fun/clipboard/index: the copy and cut demo.
export { ClipboardDemo as default } from '@/features/demo/fun/clipboard';
