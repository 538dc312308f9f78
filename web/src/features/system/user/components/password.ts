import { strongPasswordPattern } from '@iot/contract/patterns';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A password the server accepts (upper, lower, digit; 12 characters), from the browser's secure
 * random source; letters that read alike (l/1, O/0) are left out, as it is read out to someone.
 */
export function generatePassword(length = 12): string {
  const all = LOWER + UPPER + DIGITS;
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint32Array(length));
    const password = Array.from(bytes, (b) => all[b % all.length]).join('');
    if (strongPasswordPattern.test(password)) return password;
  }
}
