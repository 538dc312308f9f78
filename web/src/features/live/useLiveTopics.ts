import { useEffect } from 'react';
import { live, type LiveClient } from '@/lib/live';

/**
 * Asks the server for the frames of `topics` (e.g. deviceTopic(key)) while mounted: subscribed at
 * once and after every reconnect, unsubscribed on unmount or when the set changes. The frames
 * themselves arrive through useLiveFrame. `client` is for tests.
 */
export function useLiveTopics(topics: readonly string[], client: LiveClient = live) {
  // One string for the set, so a new array with the same topics does not resubscribe.
  const set = [...new Set(topics)].sort().join('\n');
  useEffect(() => (set ? client.watch(set.split('\n')) : undefined), [client, set]);
}
