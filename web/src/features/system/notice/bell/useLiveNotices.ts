// Notices from the live channel (spec §4): each reaches the bell's queries at once and pops up;
// clicking the pop-up reads the notice and opens the notification centre on its tab.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLiveFrame } from '@/features/live';
import i18n from '@/i18n';
import { withFeedback } from '@/lib/feedback';
import type { LiveClient } from '@/lib/live';
import { invalidateNotices, noticeApi } from '../api';
import { markNoticeRead, receiveNotice } from './bellCache';
import { noticeCentrePath } from '../centrePath';
import { NOTICE } from './texts';

/** Shows live notices while mounted (the shell mounts it beside useLiveChannel); `client` is for tests. */
export function useLiveNotices(client?: LiveClient) {
  const navigate = useNavigate();
  // Navigating must not resubscribe: the pop-up's click reads the latest navigate.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const queryClient = useQueryClient();

  useLiveFrame(
    'notice',
    (notice) => {
      if (notice?.id) receiveNotice(queryClient, notice);
      void invalidateNotices(queryClient);
      if (!notice?.id) return;
      const key = `notice-${notice.id}`;
      withFeedback((f) =>
        f.notification.open({
          key,
          title: i18n.t(`${NOTICE}:newMessage`, { title: notice.title }),
          style: { cursor: 'pointer' },
          onClick: () => {
            f.notification.destroy(key);
            markNoticeRead(queryClient, notice.id);
            noticeApi
              .readNotice(notice.id)
              .then(() => invalidateNotices(queryClient))
              .catch(() => undefined);
            navigateRef.current(noticeCentrePath(notice.type));
          },
        }),
      );
    },
    client,
  );
}
