// Spec §5's generic validators. Each takes the raw text and answers true or false; none trims,
// so leading or trailing whitespace makes a value invalid.
import { emailPattern, mobilePattern } from '@iot/contract/patterns';
import { isNationalId } from './nationalId';

export { isNationalId };

/** A mainland mobile number: 11 digits on a carrier prefix (the server's own rule, shared through the contract). */
export const isMobile = (value: string): boolean => mobilePattern.test(value);

/** A landline: area code (010, 02x or 0xxx) and a 7- or 8-digit local number not starting with 0 or 1, hyphen optional. */
export const isLandline = (value: string): boolean => /^(?:0[12]\d-?[2-9]\d{7}|0[3-9]\d{2}-?[2-9]\d{6,7})$/.test(value);

/** A username: a letter, then 4 to 15 letters, digits or underscores (5 to 16 in all, ASCII only). */
export const isUsername = (value: string): boolean => /^[A-Za-z]\w{4,15}$/.test(value);

/** Password rule A: a letter, then 5 to 15 letters, digits or underscores (6 to 16 in all). */
export const isPasswordA = (value: string): boolean => /^[A-Za-z]\w{5,15}$/.test(value);

/** The symbols password rule B allows. */
export const PASSWORD_SYMBOLS = '!@#$%^&.*';

const kindsOf = (value: string, symbol: RegExp) =>
  [/[a-z]/, /[A-Z]/, /\d/, symbol].filter((kind) => kind.test(value)).length;

/**
 * Password rule B: 6 to 16 characters from letters, digits and !@#$%^&.*, using at least three of
 * the four kinds lower-case letter, upper-case letter, digit and symbol.
 */
export const isPasswordB = (value: string): boolean =>
  /^[A-Za-z\d!@#$%^&.*]{6,16}$/.test(value) && kindsOf(value, /[!@#$%^&.*]/) >= 3;

/** The spec's strength labels. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * The strength label: one point for each kind used (lower-case letter, upper-case letter, digit,
 * any other character) and one more for 10 characters or longer; 2 points or fewer is weak, 3 is
 * medium, 4 or 5 strong. Under 6 characters it is always weak.
 */
export function passwordStrength(value: string): PasswordStrength {
  const kinds = kindsOf(value, /[^A-Za-z\d]/);
  const score = value.length < 6 ? Math.min(kinds, 2) : kinds + (value.length >= 10 ? 1 : 0);
  if (score <= 2) return 'weak';
  return score === 3 ? 'medium' : 'strong';
}

const octet = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4 = new RegExp(`^${octet}(?:\\.${octet}){3}$`);

/** A dotted-decimal IPv4 address: four numbers 0 to 255 without leading zeros. */
export const isIPv4 = (value: string): boolean => ipv4.test(value);

/** An e-mail address (the server's own rule, shared through the contract). */
export const isEmail = (value: string): boolean => emailPattern.test(value);

/**
 * A Chinese personal name: 2 to 20 Han characters (any CJK block, extensions included), optionally
 * in parts joined by a middle dot as in transliterated names (阿沛·阿旺晋美).
 */
export const isChineseName = (value: string): boolean =>
  /^(?=.{2,20}$)\p{Script=Han}+(?:·\p{Script=Han}+)*$/u.test(value);

/** A mainland postal code: 6 digits, not starting with 0. */
export const isPostalCode = (value: string): boolean => /^[1-9]\d{5}$/.test(value);

const label = '[a-z\\d\\u00a1-\\uffff](?:[a-z\\d\\u00a1-\\uffff-]*[a-z\\d\\u00a1-\\uffff])?';
const url = new RegExp(
  '^(?:https?|ftp)://' +
    '(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?' + // user:password@
    `(?:localhost|${octet}(?:\\.${octet}){3}|(?:${label}\\.)+(?:[a-z\\u00a1-\\uffff]{2,}|xn--[a-z\\d-]+))` +
    '(?::(\\d{1,5}))?' +
    '(?:[/?#]\\S*)?$',
  'i',
);

/** An absolute http, https or ftp URL on a domain with a top-level domain, an IPv4 address or localhost. */
export function isUrl(value: string): boolean {
  const match = url.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

const province = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
const serial = '[A-HJ-NP-Z\\d]'; // letters I and O are never used
const plate = new RegExp(
  `^${province}[A-HJ-NP-Z](?:` +
    `${serial}{4}[A-HJ-NP-Z\\d挂学警港澳]` + // ordinary: 5 characters, the last may be a class mark
    `|[A-HJK]${serial}\\d{4}` + // new energy, small car: D/A/B/C/E electric or F/G/H/J/K hybrid first
    `|\\d{5}[A-HJK])$`, // new energy, large vehicle: the class letter last
);

/** A mainland licence plate: ordinary (7 characters) or new-energy (8 characters, GA 36 as amended in 2021). */
export const isLicencePlate = (value: string): boolean => plate.test(value);
