// Demo: the CodeMirror 6 code editor.
export { CodeEditorDemo } from './CodeEditorDemo';
