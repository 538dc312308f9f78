// What React Flow measures and jsdom lacks (its own testing guide's stubs): sizes of elements,
// DOMMatrixReadOnly for the viewport's transform, and SVG boxes for edge labels.
import { vi } from 'vitest';

export function stubReactFlow() {
  class DOMMatrixReadOnly {
    m22: number;
    constructor(transform?: string) {
      const scale = transform?.match(/scale\(([1-9.])\)/)?.[1];
      this.m22 = scale !== undefined ? +scale : 1;
    }
  }
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnly);
  Object.defineProperties(HTMLElement.prototype, {
    offsetHeight: { configurable: true, get: () => 60 },
    offsetWidth: { configurable: true, get: () => 180 },
  });
  (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () =>
    ({ x: 0, y: 0, width: 40, height: 16 }) as DOMRect;
}
