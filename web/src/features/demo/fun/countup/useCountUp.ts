import { useEffect, useState } from 'react';

/** Ease-out: fast at first, settling on the value. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The number to show while counting from 0 up to `end` over `durationMs`, one step per animation
 * frame; `run` changes to start again. Without requestAnimationFrame or with reduced motion it is
 * `end` at once.
 */
export function useCountUp(end: number, durationMs = 2000, run = 0): number {
  const [value, setValue] = useState(0);
  const instant = typeof requestAnimationFrame !== 'function' || reducedMotion();
  useEffect(() => {
    if (instant) return;
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(end * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [end, durationMs, run, instant]);
  return instant ? end : value;
}
