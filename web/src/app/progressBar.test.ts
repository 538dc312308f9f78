import { afterEach, describe, expect, it } from 'vitest';
import NProgress from './progressBar';

describe('the navigation progress bar', () => {
  afterEach(() => NProgress.remove());

  it('runs with its bar hidden from assistive technology, with no made-up role', () => {
    expect(() => {
      NProgress.start();
      NProgress.inc();
      NProgress.set(0.5);
    }).not.toThrow();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
  });
});
