import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback, setFeedback, withFeedback, type Feedback } from './feedback';

const instances = () =>
  ({
    message: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
    modal: { confirm: vi.fn(() => 'dialog'), warning: vi.fn(), info: vi.fn(), error: vi.fn(), success: vi.fn() },
    notification: {},
  }) as unknown as Feedback & { message: Record<string, ReturnType<typeof vi.fn>> };

afterEach(() => setFeedback(null));

describe('feedback', () => {
  it('holds calls made before the app mounts and runs them when it does', () => {
    setFeedback(null);
    feedback.message.error('early');
    expect(feedback.modal.warning({ title: 'x' })).toBeUndefined();
    const f = instances();
    setFeedback(f);
    expect(f.message.error).toHaveBeenCalledWith('early');
    expect(f.modal.warning).toHaveBeenCalledWith({ title: 'x' });
  });
  it('calls through at once when mounted, returning the dialog', () => {
    const f = instances();
    setFeedback(f);
    feedback.message.success('a');
    feedback.message.warning('b');
    feedback.message.info('c');
    expect(f.message.success).toHaveBeenCalledWith('a');
    expect(f.message.warning).toHaveBeenCalledWith('b');
    expect(f.message.info).toHaveBeenCalledWith('c');
    expect(feedback.modal.confirm({ title: 'y' })).toBe('dialog');
    for (const k of ['info', 'error', 'success'] as const) feedback.modal[k]({ title: k });
    expect(f.modal.success).toHaveBeenCalled();
    const use = vi.fn();
    withFeedback(use);
    expect(use).toHaveBeenCalledWith(f);
  });
  it('signals demand on the first call made before the host is mounted, once', async () => {
    vi.resetModules();
    const fresh = await import('./feedback');
    const listener = vi.fn();
    const unsubscribe = fresh.feedbackDemand.subscribe(listener);
    expect(fresh.feedbackDemand.get()).toBe(false);
    fresh.feedback.message.info('first');
    fresh.feedback.message.info('second');
    expect(fresh.feedbackDemand.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
