import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback with the deadline, and cancels through it', () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task, 1234);
    expect(request).toHaveBeenCalledWith(task, { timeout: 1234 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where there is no requestIdleCallback (Safari), cancellable', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    const stop = whenIdle(other);
    stop();
    vi.advanceTimersByTime(1000);
    expect(other).not.toHaveBeenCalled();
  });
});
