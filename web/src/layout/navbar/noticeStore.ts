import { create } from 'zustand';

/** One notification as the bell lists it; the live channel (a later issue) fills the store. */
export interface NoticeItem {
  id: string | number;
  title: string;
  content?: string;
  /** When it was sent, as the server gives it. */
  time?: string;
  read: boolean;
}

interface NoticeStore {
  notices: NoticeItem[];
  /** How many notices are unread (the bell's badge). */
  unread: number;
  /** Adds a notice (newest first). */
  add(notice: NoticeItem): void;
  markAllRead(): void;
  reset(): void;
}

const unreadOf = (notices: NoticeItem[]) => notices.filter((n) => !n.read).length;

/** The bell's notifications. Starts empty: nothing is shown until the server sends something. */
export const useNoticeStore = create<NoticeStore>((set, get) => ({
  notices: [],
  unread: 0,
  add(notice) {
    const notices = [notice, ...get().notices.filter((n) => n.id !== notice.id)];
    set({ notices, unread: unreadOf(notices) });
  },
  markAllRead() {
    set({ notices: get().notices.map((n) => (n.read ? n : { ...n, read: true })), unread: 0 });
  },
  reset: () => set({ notices: [], unread: 0 }),
}));
