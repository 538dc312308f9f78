import { describe, expect, it, vi } from 'vitest';

const { bar } = vi.hoisted(() => ({ bar: { start: vi.fn(), done: vi.fn() } }));
vi.mock('./progressBar', () => ({ default: bar }));

describe('progress bar', () => {
  it('loads nothing until a bar is wanted; a start cancelled before the code arrives shows none', async () => {
    const { progress } = await import('./progress');
    progress.done();
    await Promise.resolve();
    expect(bar.done).not.toHaveBeenCalled();
    progress.start();
    progress.done();
    await vi.waitFor(() => expect(bar.done).toHaveBeenCalled());
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('starts and finishes once loaded', async () => {
    const { progress } = await import('./progress');
    progress.start();
    await vi.waitFor(() => expect(bar.start).toHaveBeenCalledTimes(1));
    progress.done();
    await vi.waitFor(() => expect(bar.done).toHaveBeenCalledTimes(2));
  });
});
