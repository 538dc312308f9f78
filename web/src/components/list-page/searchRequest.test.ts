import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { searchRequest } from './searchRequest';

describe('searchRequest', () => {
  it('trims text and leaves out what is empty', () => {
    expect(searchRequest({ name: '  dev ', code: '   ', status: 0, type: null, tag: undefined })).toEqual({
      name: 'dev',
      status: 0,
    });
  });

  it('sends a date range as its two days and leaves out an open one', () => {
    const start = dayjs(new Date(2025, 0, 2, 10, 30));
    expect(searchRequest({ dateRange: [start, null], createdAt: [null, null] })).toEqual({
      dateRange: ['2025-01-02', ''],
    });
    expect(searchRequest({ dateRange: [start, start.add(1, 'month')] })).toEqual({
      dateRange: ['2025-01-02', '2025-02-02'],
    });
  });

  it('keeps other values as they are', () => {
    expect(searchRequest({ ids: [1, 2], on: false })).toEqual({ ids: [1, 2], on: false });
  });
});
