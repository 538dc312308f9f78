// The console's code editor: CodeMirror 6 with JavaScript highlighting, light or dark with the
// console. Always loaded through React.lazy (the product script tab, the code editor demo), so
// CodeMirror stays out of every other chunk.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput, indentUnit } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { codeHighlighting } from './highlight';

export interface CodeEditorProps {
  value: string;
  onChange(value: string): void;
  /** The editor's accessible name. */
  label: string;
  dark?: boolean;
}

const frame = (dark: boolean) =>
  EditorView.theme(
    {
      '&': { border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, fontSize: '13px' },
      '.cm-scroller': {
        minHeight: '320px',
        maxHeight: '560px',
        fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
      },
      ...(dark && {
        '&': { backgroundColor: '#1f1f1f', color: '#e6e6e6', borderRadius: 6, fontSize: '13px' },
        '.cm-gutters': { backgroundColor: '#1f1f1f', color: '#8c8c8c', border: 'none' },
        '.cm-activeLine': { backgroundColor: '#ffffff0f' },
        '.cm-cursor': { borderLeftColor: '#e6e6e6' },
      }),
    },
    { dark },
  );

export default function CodeEditor({ value, onChange, label, dark = false }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callback, read by the editor's listener.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  // Created again when the theme flips; the document is carried over from `value`.
  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          indentUnit.of('  '),
          EditorState.tabSize.of(2),
          bracketMatching(),
          highlightActiveLine(),
          codeHighlighting(dark),
          javascript(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((u) => u.docChanged && changed.current(u.state.doc.toString())),
          frame(dark),
        ],
      }),
    });
    view.current = v;
    return () => v.destroy();
    // The editor owns its document from here; outside changes come through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dark, label]);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} />;
}
