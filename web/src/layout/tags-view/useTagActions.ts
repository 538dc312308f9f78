import { useNavigate } from 'react-router';
import { useKeepAlive } from '@/routing/keepAlive';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { useThemeConfig } from '@/stores/themeConfig';
import type { Tag } from './tags';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'fullscreen';

/** The tab operations, keeping the keep-alive cache and the URL in step with the tab list. */
export function useTagActions(currentKey: string) {
  const navigate = useNavigate();
  const persist = useThemeConfig((s) => s.themeConfig.isCacheTagsView);
  return (action: TagAction, tag: Tag) => {
    const tags = useTagsView.getState();
    const keepAlive = useKeepAlive.getState();
    switch (action) {
      case 'refresh':
        tags.refresh(tag.key);
        if (tag.key !== currentKey) navigate(tag.path);
        break;
      case 'close': {
        if (tag.isAffix) return;
        const next = tags.close(tag.key, persist);
        keepAlive.evict(tag.key);
        if (tag.key === currentKey) navigate(next?.path ?? '/home');
        break;
      }
      case 'closeOthers':
        tags.closeOthers(tag.key, persist);
        keepAlive.retain(useTagsView.getState().tags.map((t) => t.key));
        if (tag.key !== currentKey) navigate(tag.path);
        break;
      case 'closeAll': {
        tags.closeAll(persist);
        const left = useTagsView.getState().tags;
        keepAlive.retain(left.map((t) => t.key));
        if (!left.some((t) => t.key === currentKey)) navigate(left.at(-1)?.path ?? '/home');
        break;
      }
      case 'fullscreen':
        if (tag.key !== currentKey) navigate(tag.path);
        tags.setFullscreen(true);
        break;
    }
  };
}
