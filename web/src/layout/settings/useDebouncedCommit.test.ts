import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingCommits } from './actions';
import { COLOUR_DELAY_MS, useDebouncedCommit } from './useDebouncedCommit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedCommit', () => {
  it('shows a change at once and commits the last one 200 ms after the changes stop', () => {
    const commit = vi.fn();
    const { result } = renderHook(({ stored }) => useDebouncedCommit(stored, commit), {
      initialProps: { stored: '#ffffff' },
    });
    expect(COLOUR_DELAY_MS).toBe(200);
    act(() => result.current[1]('#111111'));
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current[1]('#222222'));
    expect(result.current[0]).toBe('#222222');
    act(() => vi.advanceTimersByTime(199));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('#222222');
    // Once committed it shows the stored value again.
    expect(result.current[0]).toBe('#ffffff');
  });

  it('commits a waiting change on unmount and on a flush, once', () => {
    const commit = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCommit<string>('#ffffff', commit));
    act(() => result.current[1]('#333333'));
    act(() => pendingCommits.flush());
    expect(commit).toHaveBeenCalledWith('#333333');
    act(() => result.current[1]('#444444'));
    unmount();
    expect(commit).toHaveBeenLastCalledWith('#444444');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).toHaveBeenCalledTimes(2);
  });
});
