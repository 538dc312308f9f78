import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns markup into text: tags, attributes and entities', () => {
    expect(escapeHtml('<a href="https://evil">x</a>')).toBe('&lt;a href=&quot;https://evil&quot;&gt;x&lt;/a&gt;');
    expect(escapeHtml(`it's & "q"`)).toBe('it&#39;s &amp; &quot;q&quot;');
    // An entity stays visible as written, not decoded by the page.
    expect(escapeHtml('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('writes numbers as text and nothing for null or undefined', () => {
    expect(escapeHtml(121.47)).toBe('121.47');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml('Boiler 1')).toBe('Boiler 1');
  });
});
