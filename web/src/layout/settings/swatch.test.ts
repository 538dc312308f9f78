import { describe, expect, it } from 'vitest';
import { opaqueOn } from './swatch';

describe('opaqueOn', () => {
  it("lays a see-through colour over the bar's colour", () => {
    expect(opaqueOn('rgba(255, 255, 255, 0.85)', '#141414')).toBe('#dcdcdc');
    expect(opaqueOn('rgb(0 0 0 / 50%)', '#ffffff')).toBe('#808080');
  });

  it('keeps an opaque colour, and one it cannot read, as it is', () => {
    expect(opaqueOn('#606266', '#141414')).toBe('#606266');
    expect(opaqueOn('rgba(255, 255, 255, 0.85)', 'linear-gradient(red, blue)')).toBe('rgba(255, 255, 255, 0.85)');
    expect(opaqueOn('red', '#141414')).toBe('red');
  });
});
