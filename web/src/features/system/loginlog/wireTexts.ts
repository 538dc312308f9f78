// What the server writes into the login log, in the user's language. The server writes simplified
// Chinese whatever language the caller reads, as GFast does (its location for a private address,
// its module and the outcome's message, server/src/modules/auth/messages.json); the wire keeps
// those texts, and this console finds each in its table (`wire` in texts.json) by the simplified
// Chinese text, placeholders included ("请 {{minutes}} 分钟后再试"), and shows it translated.
import i18n from '@/i18n';
import { LOGIN_LOG } from './texts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each known text as a pattern over the simplified Chinese one, its placeholders captured. */
function patternOf(template: string): RegExp {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const source = parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : escape(part))).join('');
  return new RegExp(`^${source}$`);
}

let patterns: { key: string; pattern: RegExp }[] | undefined;

/** A text the server wrote, in the current language (one it does not know, as written). */
export function loginLogText(value: string): string {
  if (!value) return value;
  if (!patterns) {
    const table = (i18n.getResourceBundle('zh-cn', LOGIN_LOG) as { wire?: Record<string, string> } | undefined)?.wire;
    if (!table) return value;
    patterns = Object.entries(table).map(([key, template]) => ({ key, pattern: patternOf(template) }));
  }
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(value);
    if (match) return i18n.t(`${LOGIN_LOG}:wire.${key}`, { ...match.groups });
  }
  return value;
}
