import type { NoticeRow } from '@iot/contract';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { latestNoticesQuery, unreadCountQuery } from '../api';
import { arrivedRow, markAllNoticesRead, markNoticeRead, receiveNotice, unreadTotal } from './bellCache';

let queryClient: QueryClient;
const unread = () => unreadTotal(queryClient.getQueryData(unreadCountQuery().queryKey));
const notices = () => queryClient.getQueryData(latestNoticesQuery().queryKey)?.list ?? [];

/** An unread row as the server lists it. */
const row = (id: number, title: string): NoticeRow => arrivedRow({ id, title, type: 1 });

/** What the server said: the unread counts and the latest notices. */
function load(counts: { notifyCount: number; noticeCount: number }, list: NoticeRow[]) {
  queryClient.setQueryData(unreadCountQuery().queryKey, counts);
  queryClient.setQueryData(latestNoticesQuery().queryKey, { list, total: list.length, currentPage: 1 });
}

beforeEach(() => {
  queryClient = new QueryClient();
});

describe("the bell's queries", () => {
  it('take the server count and list, then count live arrivals once', () => {
    load({ notifyCount: 5, noticeCount: 2 }, [row(1, 'Old')]);
    expect(unread()).toBe(7);
    receiveNotice(queryClient, { id: 2, title: 'New', type: 1 });
    expect(unread()).toBe(8);
    expect(notices().map((n) => n.id)).toEqual([2, 1]);
    // The same notice again (edited) is not counted twice.
    receiveNotice(queryClient, { id: 2, title: 'New, edited', type: 1 });
    expect(unread()).toBe(8);
    expect(notices()[0].title).toBe('New, edited');
    // A letter counts among the letters.
    receiveNotice(queryClient, { id: 3, title: 'Letter', type: 2 });
    expect(queryClient.getQueryData(unreadCountQuery().queryKey)).toEqual({ notifyCount: 6, noticeCount: 3 });
  });

  it('count a live arrival before the server has answered', () => {
    receiveNotice(queryClient, { id: 9, title: 'Early', type: 2 });
    expect(unread()).toBe(1);
    expect(notices().map((n) => n.title)).toEqual(['Early']);
  });

  it('mark one or all read', () => {
    load({ notifyCount: 2, noticeCount: 0 }, [row(1, 'A'), row(2, 'B')]);
    markNoticeRead(queryClient, 1);
    markNoticeRead(queryClient, 1);
    markNoticeRead(queryClient, 99);
    expect(unread()).toBe(1);
    expect(notices().find((n) => n.id === 1)?.isRead).toBe(true);
    markAllNoticesRead(queryClient);
    expect(unread()).toBe(0);
    expect(notices().every((n) => n.isRead)).toBe(true);
  });
});
