// PostgreSQL array literals ('{1,2,NULL}') built in one pass, for statements that hand thousands of
// values over as a few array parameters (the telemetry batch): the driver's own array conversion
// walks every element through its generic value preparation, a large share of a batch's cost.

/** Integers or finite floats; null (and a non-finite number) is NULL. */
export function numberArray(values: readonly (number | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    out += v === null || !Number.isFinite(v) ? 'NULL' : String(v);
  }
  return out + '}';
}

const needsEscape = /["\\]/;

/** Texts, each quoted (so commas, braces, spaces and the word NULL stay text); null is NULL. */
export function textArray(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i) out += ',';
    if (v === null) out += 'NULL';
    else out += '"' + (needsEscape.test(v) ? v.replace(/["\\]/g, '\\$&') : v) + '"';
  }
  return out + '}';
}

/**
 * A character no JSON text holds raw (JSON escapes control characters): texts known to be JSON are
 * joined with it, cheaper than quoting each into an array literal.
 */
export const TEXT_SEPARATOR = '\x1e';

/**
 * Texts as one string for `(string_to_array($n, E'\x1e'))[2:]` (separatedTextsSql): each is preceded
 * by the separator, so an empty list and a list of one empty text differ. A text holding the
 * separator would split: callers pass JSON, or replace it first.
 */
export function separatedTexts(values: readonly string[]): string {
  return values.length ? TEXT_SEPARATOR + values.join(TEXT_SEPARATOR) : '';
}

/** The SQL that reads a separatedTexts parameter back as text[]. */
export const separatedTextsSql = (param: string) => `(string_to_array(${param}, E'\\x1e'))[2:]`;
