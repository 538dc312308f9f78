import { useCallback, useEffect, useState } from 'react';
import { pendingCommits } from './actions';

/** Colour application delay (spec §9). */
export const COLOUR_DELAY_MS = 200;

/** One job at a time, run after a delay or at once on flush. */
function createScheduler() {
  let timer: number | undefined;
  let job: (() => void) | null = null;
  const flush = () => {
    window.clearTimeout(timer);
    const run = job;
    job = null;
    if (!run) return;
    pendingCommits.delete(flush);
    run();
  };
  const schedule = (next: () => void, delay: number) => {
    window.clearTimeout(timer);
    job = next;
    pendingCommits.add(flush);
    timer = window.setTimeout(flush, delay);
  };
  return { flush, schedule };
}

/**
 * A value shown at once and committed 200 ms after the last change, so dragging a colour picker
 * repaints the console only when the hand rests. A change still waiting is committed on unmount
 * (the drawer's content is destroyed on close) and when the drawer closes.
 */
export function useDebouncedCommit<T>(stored: T, commit: (value: T) => void, delay = COLOUR_DELAY_MS) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const [scheduler] = useState(createScheduler);

  const change = useCallback(
    (value: T) => {
      setDraft({ value });
      scheduler.schedule(() => {
        commit(value);
        setDraft(null);
      }, delay);
    },
    [scheduler, commit, delay],
  );

  useEffect(() => scheduler.flush, [scheduler]);

  return [draft ? draft.value : stored, change] as const;
}
