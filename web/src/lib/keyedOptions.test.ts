import { describe, expect, it } from 'vitest';
import { keyedOptions, nameAndKey } from './keyedOptions';

describe('keyed options', () => {
  it('names each record by name and key, so equal names can be told apart', () => {
    expect(
      keyedOptions([
        { key: 'meter_01', name: 'Meter' },
        { key: 'meter_02', name: 'Meter' },
      ]),
    ).toEqual([
      { value: 'meter_01', label: 'Meter (meter_01)' },
      { value: 'meter_02', label: 'Meter (meter_02)' },
    ]);
    expect(nameAndKey({ key: 'th', name: ' ' })).toBe('th');
    expect(nameAndKey({ key: 'th', name: 'th' })).toBe('th');
    expect(keyedOptions(null)).toEqual([]);
  });
});
