import { describe, expect, it } from 'vitest';

/** A validator's name, the validator, values it must accept and values it must refuse. */
export type ValidatorCases = [string, (v: string) => boolean, string[], string[]];

/** One describe block per validator: at least eight cases each way, each accepted or refused. */
export function describeValidators(table: ValidatorCases[]) {
  describe.each(table)('%s', (_, validate, valid, invalid) => {
    it('has at least eight cases each way', () => {
      expect(valid.length).toBeGreaterThanOrEqual(8);
      expect(invalid.length).toBeGreaterThanOrEqual(8);
    });
    it.each(valid)('accepts %j', (v) => expect(validate(v)).toBe(true));
    it.each(invalid)('refuses %j', (v) => expect(validate(v)).toBe(false));
  });
}
