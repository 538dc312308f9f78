// A generated file, read-only, highlighted by its extension, light or dark with the console.
// Loaded through React.lazy by the preview dialog only, so CodeMirror stays out of every other chunk.
import { javascript } from '@codemirror/lang-javascript';
import { StreamLanguage, type StringStream } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { codeHighlighting } from '@/components/code-editor/highlight';

export interface CodeViewProps {
  path: string;
  text: string;
  /** The viewer's accessible name. */
  label: string;
  dark?: boolean;
}

/** Markdown's few marks a README needs: headings, fences, inline code, emphasis, lists, links. */
const markdown = StreamLanguage.define<{ fenced: boolean }>({
  startState: () => ({ fenced: false }),
  token(stream: StringStream, state) {
    if (stream.sol() && stream.match(/^\s*```/)) {
      state.fenced = !state.fenced;
      stream.skipToEnd();
      return 'meta';
    }
    if (state.fenced) {
      stream.skipToEnd();
      return 'string';
    }
    if (stream.sol() && stream.match(/^#{1,6}\s.*/)) return 'heading';
    if (stream.sol() && stream.match(/^\s*([-*+]|\d+\.)\s/)) return 'keyword';
    if (stream.match(/^`[^`]*`/)) return 'string';
    if (stream.match(/^\*\*[^*]+\*\*/)) return 'strong';
    if (stream.match(/^\[[^\]]*\]\([^)]*\)/)) return 'link';
    stream.next();
    return null;
  },
});

/** The highlighting of a file by its extension; none for what is neither code nor Markdown. */
export function languageOf(path: string): Extension[] {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'ts' || ext === 'mts') return [javascript({ typescript: true })];
  if (ext === 'tsx') return [javascript({ typescript: true, jsx: true })];
  if (ext === 'js' || ext === 'json') return [javascript()];
  if (ext === 'md') return [markdown];
  return [];
}

const frame = (dark: boolean) =>
  EditorView.theme(
    {
      '&': {
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 6,
        fontSize: '13px',
        ...(dark && { backgroundColor: '#1f1f1f', color: '#e6e6e6' }),
      },
      '.cm-scroller': { maxHeight: 'calc(100vh - 300px)', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
      ...(dark && { '.cm-gutters': { backgroundColor: '#1f1f1f', color: '#8c8c8c', border: 'none' } }),
    },
    { dark },
  );

export default function CodeView({ path, text, label, dark = false }: CodeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          // Read-only, and said so: GFast's preview looked editable and dropped the edits.
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true' }),
          codeHighlighting(dark),
          ...languageOf(path),
          frame(dark),
        ],
      }),
    });
    return () => view.destroy();
  }, [path, text, label, dark]);
  return <div ref={host} />;
}
