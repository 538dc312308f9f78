import { afterEach, describe, expect, it } from 'vitest';
import { useNoticeStore } from './noticeStore';

const store = () => useNoticeStore.getState();

afterEach(() => store().reset());

describe('notice store', () => {
  it('takes the server count and list, then counts live arrivals once', () => {
    store().load({ unread: 7, notices: [{ id: 1, title: 'Old', read: false }] });
    expect(store().unread).toBe(7);
    store().add({ id: 2, title: 'New', read: false });
    expect(store().unread).toBe(8);
    expect(store().notices.map((n) => n.id)).toEqual([2, 1]);
    // The same notice again (edited) is not counted twice; a read one is not counted.
    store().add({ id: 2, title: 'New, edited', read: false });
    store().add({ id: 3, title: 'Seen', read: true });
    expect(store().unread).toBe(8);
    expect(store().notices[1].title).toBe('New, edited');
  });

  it('marks one or all read', () => {
    store().load({
      unread: 2,
      notices: [
        { id: 1, title: 'A', read: false },
        { id: 2, title: 'B', read: false },
      ],
    });
    store().markRead(1);
    store().markRead(1);
    store().markRead(99);
    expect(store().unread).toBe(1);
    expect(store().notices.find((n) => n.id === 1)?.read).toBe(true);
    store().markAllRead();
    expect(store().unread).toBe(0);
    expect(store().notices.every((n) => n.read)).toBe(true);
  });
});
