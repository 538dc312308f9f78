import { describe, expect, it } from 'vitest';
import { minTableWidth, SELECTION_COLUMN_WIDTH } from './tableWidth';

describe('minTableWidth', () => {
  it('adds up widths, the minWidth of columns without one, and the room asked for besides', () => {
    const columns = [
      { key: 'id', width: 80 },
      { key: 'title', minWidth: 160 },
      { key: 'plain' },
      {
        key: 'group',
        children: [
          { key: 'a', width: 50 },
          { key: 'b', width: '20%' as const, minWidth: 70 },
        ],
      },
    ];
    expect(minTableWidth(columns)).toBe(80 + 160 + 120 + 50 + 70);
    expect(minTableWidth(columns, SELECTION_COLUMN_WIDTH)).toBe(480 + 32);
    expect(minTableWidth(undefined)).toBe(0);
  });

  it('leaves out the columns the screen is too narrow for', () => {
    const columns = [
      { key: 'name', width: 100 },
      { key: 'created', width: 170, responsive: ['xxl' as const] },
      { key: 'mobile', width: 120, responsive: ['xl' as const] },
    ];
    expect(minTableWidth(columns, 0, { xs: true, sm: true, md: true, lg: true, xl: true })).toBe(220);
    expect(minTableWidth(columns, 0, { xl: true, xxl: true })).toBe(390);
    expect(minTableWidth(columns)).toBe(100);
  });
});
