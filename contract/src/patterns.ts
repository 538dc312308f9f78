// Patterns shared by console forms and server validation; no zod here, so the browser can import it cheaply.
export const mobilePattern = /^(13\d{9}|14[57]\d{8}|15[^4\D]\d{8}|16\d{9}|17[0-35-8]\d{8}|18\d{9}|19\d{9})$/;
/** Local part of letters, digits and `_ - . +` (plus-addressing: `name+tag@example.com`), then a dotted domain. */
export const emailPattern = /^[a-zA-Z0-9_\-.+]+@[a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)+$/;
/** GFast's password2 rule: 6-18 visible characters with a lower-case letter, an upper-case letter and a digit. */
export const strongPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)\S{6,18}$/;
/**
 * A menu's link or iframe address: empty, http(s), or a path on this site. Anything
 * else (`javascript:`, `data:`, `vbscript:`, whatever its case, and anything with a leading blank or
 * control character, which browsers skip) would run in the console when the menu is opened.
 */
export const menuLinkPattern = /^(https?:\/\/[^\s]+|\/[^\s]*)?$/i;
/**
 * A menu's path or redirect, where the console's router goes: as a link, but a path on this site
 * never starts with `//` or `/\`, which browsers read as another host.
 */
export const menuPathPattern = /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)?$/i;
/** A product key: letters, digits, `_` and `-`, no spaces, at most 64 characters (the console forbids others; so do we). */
export const PRODUCT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A device key: ASCII letters, digits, `_` and `-`, at most 64 characters, as a product key. */
export const DEVICE_KEY_PATTERN = PRODUCT_KEY_PATTERN;
/**
 * A cron expression's shape: five fields, or six with seconds first (blanks around it allowed). The
 * server checks the expression itself with croner; the console only refuses what cannot be one.
 */
export const cronShapePattern = /^\s*\S+(\s+\S+){4,5}\s*$/;
/**
 * A dictionary type's name: letters, digits and underscores. GFast's console rule; the server only
 * limits the length.
 */
export const dictTypePattern = /^[A-Za-z0-9_]+$/;
/** An alarm's webhook address: http(s) and no blanks (the server only limits the length). */
export const webhookUrlPattern = /^https?:\/\/\S+$/i;
