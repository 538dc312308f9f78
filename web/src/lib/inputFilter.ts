// Spec §5's input filters: each turns whatever was typed or pasted into what the field accepts.

/** Leading zeros go, one zero stays: '007' -> '7', '000' -> '0', '00.5' -> '0.5'. */
const dropLeadingZeros = (value: string) => value.replace(/^0+(?=\d)/, '');

/** An integer field: ASCII digits only, without leading zeros ('0' itself stays). */
export const filterInteger = (value: string): string => dropLeadingZeros(value.replace(/\D/g, ''));

/** A percentage field: an integer as filterInteger keeps it, and anything over 100 becomes 100. */
export function filterPercent(value: string): string {
  const digits = filterInteger(value);
  return digits !== '' && Number(digits) > 100 ? '100' : digits;
}

/**
 * A non-negative decimal field: ASCII digits and one point, at most two decimals (further ones are
 * cut, not rounded), no leading zeros; a leading point becomes '0.' and a trailing one stays while typing.
 */
export function filterDecimal(value: string): string {
  const text = value.replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot < 0) return dropLeadingZeros(text);
  const whole = dropLeadingZeros(text.slice(0, dot)) || '0';
  return `${whole}.${text
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}

/** The filters by name, as FilteredInput takes them. */
export const inputFilters = { integer: filterInteger, percent: filterPercent, decimal: filterDecimal } as const;
export type InputFilterName = keyof typeof inputFilters;
