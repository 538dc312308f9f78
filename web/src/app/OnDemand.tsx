import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackDemand } from '@/lib/feedback';
import { useSessionExpired } from '@/stores/sessionExpired';

// Parts of the app most visits never need: their code loads the first time they are wanted, which
// keeps antd's message, notification and modal out of the JavaScript the login page waits for.
const FeedbackHost = lazy(() => import('@/components/app-base/FeedbackHost'));
const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog'));

/** Mounts the message/modal/notification host once something asks for feedback. */
export function FeedbackOnDemand() {
  const wanted = useSyncExternalStore(feedbackDemand.subscribe, feedbackDemand.get, feedbackDemand.get);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/** Spec §8's 401 dialog, mounted when the server says the session is gone. */
export function SessionExpiredOnDemand() {
  const expired = useSessionExpired((s) => s.expired);
  return expired ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  ) : null;
}
