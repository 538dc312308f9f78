// Demo: a rich text editor (Tiptap) with images uploaded to the server.
export { RichTextDemo } from './RichTextDemo';
