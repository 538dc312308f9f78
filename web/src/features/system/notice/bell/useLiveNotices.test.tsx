import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLiveChannel } from '@/features/live';
import { fakeLiveClient, loggedInForLive } from '@/test/liveClient';
import { renderWithProviders } from '@/test/render';
import { unreadCountQuery } from '../api';
import { unreadTotal } from './bellCache';
import { useLiveNotices } from './useLiveNotices';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const { client, frame, socket } = fakeLiveClient();

/** What the shell mounts. */
function Probe() {
  useLiveChannel(client);
  useLiveNotices(client);
  return null;
}

loggedInForLive();

describe('useLiveNotices', () => {
  it('pops up a notice, and clicking it reads it and opens the centre on its tab', async () => {
    http.post.mockResolvedValue(null);
    const { unmount, client: queryClient } = renderWithProviders(<Probe />);
    const unread = () => unreadTotal(queryClient.getQueryData(unreadCountQuery().queryKey));
    expect(client.started).toBe(true);
    frame({ event: 'notice', data: { id: 9, title: 'Maintenance', type: 2 }, code: 0, timestamp: 0 });
    expect(unread()).toBe(1);
    const title = await screen.findByText('New message: Maintenance');
    fireEvent.click(title);
    expect(http.post).toHaveBeenCalledWith('/api/v1/system/sysNoticeRead/readNotice', { noticeId: 9 });
    expect(screen.getByTestId('location')).toHaveTextContent('/system/sysNotice/show');
    expect(unread()).toBe(0);
    unmount();
    expect(client.started).toBe(false);
    expect(socket().closed).toBe(true);
  });
});
