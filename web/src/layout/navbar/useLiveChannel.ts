// The live channel while the console is shown (spec §4): notices reach the bell and pop up,
// tokenUpdated refreshes the token, the user info, the permissions and the menus in place.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { NOTICE_KEY, noticeApi, noticeCentrePath, type LiveNotice } from '@/api/notice';
import { personalApi } from '@/api/personal';
import i18n from '@/i18n';
import { withFeedback } from '@/lib/feedback';
import { live, type LiveClient } from '@/lib/live';
import { refreshRoutes } from '@/stores/routes';
import { useUserStore } from '@/stores/user';
import { useNoticeStore } from './noticeStore';

/** tokenUpdated: a fresh token and user info, then the permissions and menus, without a reload. */
export async function refreshSession(): Promise<void> {
  const { token, userInfo } = await personalApi.refreshToken();
  useUserStore.getState().setSession({ token, userInfo });
  await refreshRoutes();
}

/** Runs the live channel while mounted and logged in; `client` is for tests. */
export function useLiveChannel(client: LiveClient = live) {
  const navigate = useNavigate();
  // Navigating or switching language must not reconnect: the effect reads the latest navigate.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const queryClient = useQueryClient();
  const loggedIn = useUserStore((s) => s.userInfo !== null);

  useEffect(() => {
    if (!loggedIn) return;
    const offNotice = client.onNotice<LiveNotice>((notice) => {
      void queryClient.invalidateQueries({ queryKey: NOTICE_KEY });
      if (!notice?.id) return;
      useNoticeStore.getState().add({
        id: notice.id,
        title: notice.title,
        type: notice.type,
        time: notice.createdAt ?? undefined,
        read: false,
      });
      const key = `notice-${notice.id}`;
      withFeedback((f) =>
        f.notification.open({
          key,
          title: i18n.t('notice:newMessage', { title: notice.title }),
          style: { cursor: 'pointer' },
          onClick: () => {
            f.notification.destroy(key);
            useNoticeStore.getState().markRead(notice.id);
            noticeApi
              .readNotice(notice.id)
              .then(() => queryClient.invalidateQueries({ queryKey: NOTICE_KEY }))
              .catch(() => undefined);
            navigateRef.current(noticeCentrePath(notice.type));
          },
        }),
      );
    });
    const offToken = client.onTokenUpdated(() => {
      refreshSession().catch(() => undefined);
    });
    client.start();
    return () => {
      offNotice();
      offToken();
      client.stop();
      useNoticeStore.getState().reset();
    };
  }, [client, loggedIn, queryClient]);
}
