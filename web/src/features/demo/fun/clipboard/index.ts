// Demo: copy and cut with the Clipboard API (lib/clipboard) and its feedback.
export { ClipboardDemo } from './ClipboardDemo';
