// The mainland resident ID number (GB 11643-1999). The npm packages for it are unmaintained and
// ship 140-450 KB region tables, so the ten-line checksum lives here.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** The GB 11643 check character (0-9 or X) for the first 17 digits of an 18-digit ID number. */
export function nationalIdCheck(first17: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return CHECK[sum % 11];
}

/** True when year, month and day form a real calendar date no later than today. */
function isPastDate(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && date <= new Date();
}

/**
 * A national ID number: 18 characters (6-digit region not starting with 0, a real birth date from
 * 1800 on, 3-digit sequence, check character 0-9 or X/x matching the GB 11643 checksum), or the
 * legacy 15 digits (region, birth date YYMMDD in the 1900s, 3-digit sequence; no check digit).
 */
export function isNationalId(value: string): boolean {
  const long = /^[1-9]\d{5}(18|19|20)(\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(value);
  if (long) {
    const [, century, yy, mm, dd] = long;
    return (
      isPastDate(Number(century + yy), Number(mm), Number(dd)) &&
      nationalIdCheck(value.slice(0, 17)) === value[17].toUpperCase()
    );
  }
  const legacy = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/.exec(value);
  return legacy !== null && isPastDate(1900 + Number(legacy[1]), Number(legacy[2]), Number(legacy[3]));
}
