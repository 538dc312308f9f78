// Syntax colours for CodeMirror in the console's light and dark themes. CodeMirror's default style
// is made for a white page: on our dark background its keywords and strings read at 2:1. These
// keep every token at 4.5:1 or more on the editor's background (#ffffff light, #1f1f1f dark).
import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

const darkStyle = HighlightStyle.define([
  { tag: tags.keyword, color: '#ff9cd1' },
  { tag: [tags.name, tags.deleted, tags.character, tags.macroName], color: '#e6e6e6' },
  { tag: [tags.propertyName], color: '#9cdcfe' },
  { tag: [tags.function(tags.variableName), tags.labelName], color: '#dcdcaa' },
  { tag: [tags.color, tags.constant(tags.name), tags.standard(tags.name)], color: '#4fc1ff' },
  { tag: [tags.definition(tags.name), tags.separator], color: '#e6e6e6' },
  {
    tag: [tags.typeName, tags.className, tags.changed, tags.annotation, tags.modifier, tags.self, tags.namespace],
    color: '#4ec9b0',
  },
  { tag: [tags.number, tags.bool, tags.atom], color: '#b5cea8' },
  { tag: [tags.operator, tags.operatorKeyword, tags.url, tags.escape, tags.regexp, tags.link], color: '#d4d4d4' },
  { tag: [tags.meta, tags.comment], color: '#9ba9a3', fontStyle: 'italic' },
  { tag: [tags.string, tags.special(tags.string), tags.inserted], color: '#f0b48c' },
  { tag: tags.invalid, color: '#ff8080' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.heading, fontWeight: 'bold', color: '#9cdcfe' },
]);

/** The syntax colours for the console's theme. */
export const codeHighlighting = (dark: boolean) => syntaxHighlighting(dark ? darkStyle : defaultHighlightStyle);
