import { create } from 'zustand';
import { addTag, closeAll, closeOthers, closeTag, moveTag, withAffix, type Tag } from './tags';
import { Session } from '@/lib/storage';
import { onSessionEnd } from '@/stores/session';

interface TagsViewStore {
  tags: Tag[];
  /** Bumped per key by "refresh": the page re-mounts. */
  versions: Record<string, number>;
  /** Fullscreen of the current page (sessionStorage isTagsViewCurrenFull). */
  isFullscreen: boolean;
  /** Whether init ran: until then the stored list is not overwritten (the first page adds its tab first). */
  ready: boolean;
  /** Restores the stored tabs (when `restore`), puts the pinned ones first and drops those `keep` refuses. */
  init(affix: Tag[], restore: boolean, keep?: (tag: Tag) => boolean): void;
  add(tag: Tag, persist: boolean): void;
  close(key: string, persist: boolean): Tag | undefined;
  closeOthers(key: string, persist: boolean): void;
  closeAll(persist: boolean): void;
  move(from: string, to: string, persist: boolean): void;
  refresh(key: string): void;
  setFullscreen(on: boolean): void;
  reset(): void;
}

/** The tab bar's state; kept in sessionStorage `tagsViewList` when "cache tags view" is on. */
export const useTagsView = create<TagsViewStore>((set, get) => {
  const save = (tags: Tag[], persist: boolean) => {
    set({ tags });
    // The page on screen adds its tab before the layout restores the list (children's effects run
    // first): writing then would replace the stored tabs with that one tab.
    if (!get().ready) return;
    if (persist) Session.set('tagsViewList', tags);
    else Session.remove('tagsViewList');
  };
  return {
    tags: [],
    versions: {},
    isFullscreen: Session.get<boolean>('isTagsViewCurrenFull') ?? false,
    ready: false,
    init(affix, restore, keep = () => true) {
      // Tabs opened before this runs (the page on screen adds its own) are kept after the stored ones.
      const stored = restore && !get().ready ? (Session.get<Tag[]>('tagsViewList') ?? []) : [];
      const merged = [...stored, ...get().tags].filter(keep).reduce<Tag[]>((list, t) => addTag(list, t), []);
      set({ ready: true });
      save(withAffix(merged, affix), restore);
    },
    add: (tag, persist) => save(addTag(get().tags, tag), persist),
    close(key, persist) {
      const { list, next } = closeTag(get().tags, key);
      save(list, persist);
      return next;
    },
    closeOthers: (key, persist) => save(closeOthers(get().tags, key), persist),
    closeAll: (persist) => save(closeAll(get().tags), persist),
    move: (from, to, persist) => save(moveTag(get().tags, from, to), persist),
    refresh: (key) => set({ versions: { ...get().versions, [key]: (get().versions[key] ?? 0) + 1 } }),
    setFullscreen(on) {
      Session.set('isTagsViewCurrenFull', on);
      set({ isFullscreen: on });
    },
    reset: () => set({ tags: [], versions: {}, isFullscreen: false, ready: false }),
  };
});

// A new user starts with no tabs (endSession, in shared code, cannot reach this store).
onSessionEnd(() => useTagsView.getState().reset());
