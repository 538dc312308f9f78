// Menu component path demo/fun/codeEditor/index: the CodeMirror 6 editor demo.
export { CodeEditorDemo as default } from '@/features/demo/fun/codeEditor';
