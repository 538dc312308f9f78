// Spec §5's number formatters: thousand separators and the capital (大写) RMB amount.

/**
 * Thousand separators in the integer part ('-1234567.891' -> '-1,234,567.891'); sign and decimals
 * are kept as given. Anything that is not a plain decimal number (NaN, 1e+21, 'abc') comes back as text, unchanged.
 */
export function formatThousands(value: number | string): string {
  const text = String(value);
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(text.trim());
  if (!match) return text;
  return match[1] + match[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (match[3] ?? '');
}

/** A number's plain decimal text ('' for NaN and infinities, 20 decimals for exponent notation); text trimmed. */
function decimalText(value: number | string): string {
  if (typeof value === 'string') return value.trim();
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  return text.includes('e') ? value.toFixed(20) : text;
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
// The fourth group is 万 of 亿: 1234_5678_0000_0000 is 壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿.
const GROUP_UNITS = ['', '万', '亿', '万'];

/** The capital form of a positive whole number of at most 16 digits, '零' written once per gap. */
function integerCapital(digits: string): string {
  const padded = digits.padStart(Math.ceil(digits.length / 4) * 4, '0');
  const groups = padded.length / 4;
  let out = '';
  let zero = false;
  for (let g = 0; g < groups; g++) {
    const group = padded.slice(g * 4, g * 4 + 4);
    for (let i = 0; i < 4; i++) {
      const d = Number(group[i]);
      if (d === 0) {
        zero = out !== '';
        continue;
      }
      if (zero) out += '零';
      zero = false;
      out += DIGITS[d] + SMALL_UNITS[3 - i];
    }
    const unit = groups - 1 - g;
    // Zeros at the end of a group are not written before the next group's thousands digit.
    if (group !== '0000') {
      out += GROUP_UNITS[unit];
      zero = false;
    } else if (unit === 2 && out !== '') {
      out += '亿'; // 壹万亿: the 亿 group itself is empty
    }
  }
  return out;
}

/**
 * The amount in capital RMB as written on Chinese bills, rounded half up to the fen:
 * 0 -> 零元整, 10.5 -> 壹拾元伍角, 1002003.04 -> 壹佰万贰仟零叁元零肆分, -8 -> 负捌元整.
 * Anything that is not a number, or has more than 16 integer digits, gives ''.
 */
export function toCapitalRmb(value: number | string): string {
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(decimalText(value));
  if (!match) return '';
  const [, sign, whole, fraction = ''] = match;
  const cents =
    BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1n : 0n);
  const yuan = (cents / 100n).toString();
  if (yuan.length > 16) return '';
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);
  const minor = (jiao ? DIGITS[jiao] + '角' : '') + (fen ? DIGITS[fen] + '分' : '');
  let text: string;
  if (cents === 0n) text = '零元整';
  else if (yuan === '0') text = minor;
  else text = integerCapital(yuan) + '元' + (minor === '' ? '整' : (jiao ? '' : '零') + minor);
  return sign === '-' && cents > 0n ? '负' + text : text;
}
