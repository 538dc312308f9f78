// Where a menu may send the console: the server refuses other menu links and paths, and the console
// refuses them again, for rows stored before the server did (or written to the database directly).
import { menuLinkPattern, menuPathPattern } from '@iot/contract/patterns';

/**
 * A link or iframe address the console may open: http(s) or a path on this site. Anything else
 * (`javascript:`, `data:`, a leading blank or control character browsers would skip) is ''.
 */
export const safeLink = (url: string | undefined): string => (url && menuLinkPattern.test(url) ? url : '');

/**
 * A route path on this site: one leading slash, however many slashes or backslashes it came with
 * (`//host` and `/\host` are another site to a browser).
 */
export const sitePath = (path: string): string => `/${path.replace(/^[/\\]+/, '')}`;

/** A redirect the router may follow: a path on this site, else ''. */
export const siteRedirect = (path: string): string => (path.startsWith('/') && menuPathPattern.test(path) ? path : '');
