import { describe, expect, it } from 'vitest';
import { appendSample, formatBytes, HISTORY_LENGTH, splitDuration, type Sample } from './format';

describe('monitor formats', () => {
  it('shows bytes in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.0 MB');
    expect(formatBytes(300 * 1024 ** 3)).toBe('300 GB');
  });

  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(splitDuration(90061)).toEqual([1, 1, 1, 1]);
    expect(splitDuration(-5)).toEqual([0, 0, 0, 0]);
  });

  it('keeps a bounded history without repeating a sample', () => {
    const sample = (at: number): Sample => ({ at, cpu: 1, mem: 2, heap: 3, messages: 0 });
    let history: Sample[] = [];
    for (let i = 0; i < HISTORY_LENGTH + 5; i++) history = appendSample(history, sample(i));
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0].at).toBe(5);
    expect(appendSample(history, sample(HISTORY_LENGTH + 4))).toBe(history);
  });
});
