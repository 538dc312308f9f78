import {
  CloseOutlined,
  CloseCircleOutlined,
  DownOutlined,
  ExpandOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tooltip, theme, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { focusTabFor, isActivationKey } from '@/lib/rovingTabs';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { useThemeConfig } from '@/stores/themeConfig';
import { tagKey, type Tag } from './tags';
import { useTagActions, type TagAction } from './useTagActions';
import './tags-view.css';

/** The tab bar: one tab per visited page, with a context menu, a dropdown, and drag to reorder. */
export function TagsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const title = useRouteTitle();
  const tags = useTagsView((s) => s.tags);
  const { tagsStyle, isTagsviewIcon, isSortableTagsView, isShareTagsView, isCacheTagsView } = useThemeConfig(
    (s) => s.themeConfig,
  );
  const mobile = !useWidthAtLeast(NARROW_WIDTH);
  const sortable = isSortableTagsView && !mobile;
  const [dragKey, setDragKey] = useState<string | null>(null);
  // Roving tabindex: the tab holding the keyboard focus (else the current one) is the list's one Tab stop.
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const fullPath = location.pathname + location.search;
  const current = tags.find((tag) => tag.path === fullPath || tag.key === tagKey(isShareTagsView, tag.name, fullPath));
  const currentKey = current?.key ?? '';
  const act = useTagActions(currentKey);
  // With many tabs open the bar scrolls: the current one is brought into view whenever it changes.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current
      ?.querySelector('[role="tab"][aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentKey, tags.length]);

  const menu = (tag: Tag): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tags.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tags.close'), disabled: tag.isAffix },
      { key: 'closeOthers', icon: <CloseCircleOutlined />, label: t('tags.closeOthers') },
      { key: 'closeAll', icon: <StopOutlined />, label: t('tags.closeAll') },
      { key: 'fullscreen', icon: <ExpandOutlined />, label: t('tags.fullscreen') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      act(key as TagAction, tag);
    },
  });
  const label = (tag: Tag) => title({ name: tag.name, meta: { title: tag.title } });

  return (
    // A landmark, so that no content of the page lies outside one.
    <nav
      aria-label={t('tags.label')}
      data-region="tags-view"
      className={`tags-view ${tagsStyle}`}
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <div
        ref={scroller}
        className="tags-view-scroll"
        role="tablist"
        aria-label={t('tags.label')}
        onKeyDown={(e) => void focusTabFor(e)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocusKey(null);
        }}
      >
        {tags.map((tag) => {
          const active = tag.key === currentKey;
          const stop = tags.some((t) => t.key === focusKey) ? tag.key === focusKey : active;
          return (
            <Dropdown key={tag.key} menu={menu(tag)} trigger={['contextMenu']}>
              <div
                role="tab"
                aria-selected={active}
                tabIndex={stop ? 0 : -1}
                data-tag={tag.path}
                className={`tags-view-item${active ? ' is-active' : ''}${dragKey === tag.key ? ' is-dragging' : ''}`}
                style={
                  active
                    ? {
                        color: token.colorPrimaryText,
                        borderColor: token.colorPrimary,
                        background: token.colorPrimaryBg,
                      }
                    : { color: token.colorText, borderColor: token.colorBorder }
                }
                onClick={() => navigate(tag.path)}
                onFocus={() => setFocusKey(tag.key)}
                onKeyDown={(e) => {
                  if (e.target !== e.currentTarget) return;
                  if (isActivationKey(e.key)) {
                    e.preventDefault();
                    navigate(tag.path);
                  } else if (e.key === 'Delete' && !tag.isAffix) {
                    e.preventDefault();
                    act('close', tag);
                  }
                }}
                draggable={sortable && !tag.isAffix}
                onDragStart={() => setDragKey(tag.key)}
                onDragEnd={() => setDragKey(null)}
                onDragOver={(e) => sortable && e.preventDefault()}
                onDrop={() => {
                  if (dragKey) useTagsView.getState().move(dragKey, tag.key, isCacheTagsView);
                  setDragKey(null);
                }}
              >
                {isTagsviewIcon && <MenuIcon name={tag.icon} />}
                <span>{label(tag)}</span>
                {active && (
                  <ReloadOutlined
                    className="tags-view-action"
                    aria-label={t('tags.refresh')}
                    onClick={(e) => {
                      e.stopPropagation();
                      act('refresh', tag);
                    }}
                  />
                )}
                {!tag.isAffix && (
                  <CloseOutlined
                    className="tags-view-action"
                    aria-label={t('tags.close')}
                    onClick={(e) => {
                      e.stopPropagation();
                      act('close', tag);
                    }}
                  />
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {current && (
        <Dropdown menu={menu(current)} trigger={['click']}>
          <Tooltip title={t('tags.more')}>
            <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tags.more')} />
          </Tooltip>
        </Dropdown>
      )}
    </nav>
  );
}
