import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { useKeepAlive } from '@/routing/keepAlive';
import { unsavedAt } from '@/routing/leaveGuards';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { useThemeConfig } from '@/stores/themeConfig';
import type { Tag } from './tags';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'fullscreen';

/**
 * The tab operations, keeping the keep-alive cache and the URL in step with the tab list. Closing
 * tabs whose pages hold unsaved edits asks first (routing/leaveGuards.ts).
 */
export function useTagActions(currentKey: string) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const persist = useThemeConfig((s) => s.themeConfig.isCacheTagsView);
  const closing = (action: TagAction, tag: Tag): Tag[] => {
    const all = useTagsView.getState().tags.filter((x) => !x.isAffix);
    if (action === 'close') return all.filter((x) => x.key === tag.key);
    if (action === 'closeOthers') return all.filter((x) => x.key !== tag.key);
    return action === 'closeAll' ? all : [];
  };
  const run = (action: TagAction, tag: Tag) => {
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
  return (action: TagAction, tag: Tag) => {
    const unsaved = unsavedAt(closing(action, tag).map((x) => x.path));
    if (!unsaved.length) return run(action, tag);
    feedback.modal.confirm({
      title: t('unsaved.title'),
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        unsaved.forEach((g) => g.release());
        run(action, tag);
      },
    });
  };
}
