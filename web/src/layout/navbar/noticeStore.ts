import { create } from 'zustand';

/** One notification as the bell lists it: the server's latest ones plus those the live channel brought. */
export interface NoticeItem {
  id: string | number;
  title: string;
  /** 1 notice, 2 letter. */
  type?: number;
  content?: string;
  /** When it was sent, as the server gives it. */
  time?: string;
  read: boolean;
}

interface NoticeStore {
  notices: NoticeItem[];
  /** How many notices are unread (the bell's badge): the server's count, plus live arrivals since. */
  unread: number;
  /** What the server says: the unread count and the latest notices. */
  load(data: { unread: number; notices: NoticeItem[] }): void;
  /** Adds a notice (newest first); a new unread one raises the count. */
  add(notice: NoticeItem): void;
  /** One notice was read. */
  markRead(id: string | number): void;
  markAllRead(): void;
  reset(): void;
}

/** The bell's notifications. Starts empty: nothing is shown until the server sends something. */
export const useNoticeStore = create<NoticeStore>((set, get) => ({
  notices: [],
  unread: 0,
  load: ({ unread, notices }) => set({ unread, notices }),
  add(notice) {
    const { notices, unread } = get();
    const known = notices.find((n) => n.id === notice.id);
    const raise = !notice.read && (!known || known.read) ? 1 : 0;
    set({ notices: [notice, ...notices.filter((n) => n.id !== notice.id)], unread: unread + raise });
  },
  markRead(id) {
    const { notices, unread } = get();
    const item = notices.find((n) => n.id === id);
    set({
      notices: notices.map((n) => (n.id === id ? { ...n, read: true } : n)),
      unread: item && !item.read ? Math.max(0, unread - 1) : unread,
    });
  },
  markAllRead() {
    set({ notices: get().notices.map((n) => (n.read ? n : { ...n, read: true })), unread: 0 });
  },
  reset: () => set({ notices: [], unread: 0 }),
}));
