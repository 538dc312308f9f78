// Notice bodies are rich text from the console's editor. They are sanitised once, when written,
// so every reader (this console, GFast's Vue console, the live frame) gets harmless HTML.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 'ins', 'font'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    font: ['color', 'size'],
    '*': ['style'],
  },
  // Only harmless presentation in style attributes (no url(), no expression()).
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^[a-z\s-]+$/],
      'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic|oblique)$/],
      'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/],
      'padding-left': [/^\d+(\.\d+)?(px|em|rem)$/],
      'text-indent': [/^\d+(\.\d+)?(px|em|rem)$/],
      width: [/^\d+(\.\d+)?(px|%)$/],
      height: [/^\d+(\.\d+)?(px|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not get a handle on this window.
    a: (tagName, attribs) =>
      attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/** The HTML with scripts, event handlers and unsafe URLs removed. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text of the HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
      if (entities[name.toLowerCase()] !== undefined) return entities[name.toLowerCase()];
      const code =
        name.startsWith('#x') || name.startsWith('#X')
          ? parseInt(name.slice(2), 16)
          : name.startsWith('#')
            ? Number(name.slice(1))
            : NaN;
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * listShow's `isTrim`: the text cut to 90 characters plus `...`. `<` and `>` stay escaped, so
 * a console that renders the excerpt as HTML (GFast's does) still renders only text.
 */
export function noticeExcerpt(html: string, max = 90): string {
  const chars = Array.from(htmlToText(html));
  const text = chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
