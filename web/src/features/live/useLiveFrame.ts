import { useEffect, useRef } from 'react';
import { live, type LiveClient } from '@/lib/live';
import type { LiveEvent, LiveFrames } from './frames';

/**
 * Calls `handler` with the data of every `event` frame while mounted. Features subscribe here, so
 * the live channel knows no feature; frames come only while useLiveChannel has the channel open.
 * `client` is for tests.
 */
export function useLiveFrame<E extends LiveEvent>(
  event: E,
  handler: (data: LiveFrames[E]) => void,
  client: LiveClient = live,
) {
  // The latest handler, so that a re-render (navigation, language) does not resubscribe.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.subscribe<LiveFrames[E]>(event, (data) => latest.current(data)), [client, event]);
}
