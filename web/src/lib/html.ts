// Text put into HTML that a library renders as markup (an ECharts tooltip formatter's answer).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A value as HTML text: `& < > " '` become entities, so a device or product named with markup
 * (`<a href>`, `<style>`, `<meta http-equiv=refresh>`) shows as those characters instead of
 * changing the page. `null` and `undefined` are empty.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
