import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window.ts';

describe('RateWindow', () => {
  it('counts the last whole seconds, whoever asks and however often', () => {
    let now = 1_000_000_000;
    const rate = new RateWindow(10, () => now);
    for (let i = 0; i < 40; i++) rate.add();
    // The second is not over: not counted yet.
    expect(rate.perSecond()).toBe(0);
    now += 1000;
    rate.add(10);
    expect(rate.perSecond()).toBe(4);
    // Asking again changes nothing.
    expect(rate.perSecond()).toBe(4);
    now += 1000;
    expect(rate.perSecond()).toBe(5);
    // The first second leaves the window after ten more.
    now += 9000;
    expect(rate.perSecond()).toBe(1);
    now += 1000;
    expect(rate.perSecond()).toBe(0);
  });

  it('forgets a slot reused after a quiet spell', () => {
    let now = 5_000;
    const rate = new RateWindow(3, () => now);
    rate.add(8);
    // Same slot (ring of 4), four seconds on: the old count is dropped, not added to.
    now += 4000;
    rate.add(3);
    now += 1000;
    expect(rate.perSecond()).toBe(1);
  });
});
