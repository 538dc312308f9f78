import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Modal, Space, Typography, type RefSelectProps } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '@/routing/useRouteTitle';
import type { AppRoute } from '@/routing/types';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { useRoutesStore } from '@/routing/routes';
import { externalLink } from '../aside/menuItems';
import { searchableRoutes, searchRoutes } from './menuSearch';

/** The search dialog: type a title or a path, pick with the arrows and Enter (or a click) to go there. */
export function MenuSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('navbar');
  const navigate = useNavigate();
  const title = useRouteTitle();
  const routes = useRoutesStore((s) => s.routes);
  const pages = useMemo(() => searchableRoutes(routes), [routes]);
  const [query, setQuery] = useState('');
  const input = useRef<RefSelectProps>(null);
  const found = useMemo(() => searchRoutes(pages, query, title), [pages, query, title]);

  const close = () => {
    setQuery('');
    onClose();
  };
  const go = (route: AppRoute | undefined) => {
    if (!route) return;
    const link = externalLink(route);
    if (link) window.open(link, '_blank', 'noopener');
    else navigate(route.path);
    close();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      destroyOnHidden
      // The dialog focuses itself when it opens; the search box is where typing should go.
      afterOpenChange={(opened) => opened && input.current?.focus()}
      title={t('search.label')}
      styles={{ body: { paddingTop: 8 } }}
    >
      <AutoComplete
        ref={input}
        autoFocus
        value={query}
        onChange={setQuery}
        onSelect={(path: string) => go(pages.find((r) => r.path === path))}
        options={found.map((r) => ({
          value: r.path,
          label: (
            <Space>
              <MenuIcon name={r.meta.icon} />
              <span>{title(r)}</span>
              <Typography.Text type="secondary">{r.path}</Typography.Text>
            </Space>
          ),
        }))}
        notFoundContent={query.trim() ? t('search.empty') : null}
        virtual={false}
        defaultActiveFirstOption
        style={{ width: '100%' }}
      >
        <Input
          size="large"
          prefix={<SearchOutlined />}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          allowClear
        />
      </AutoComplete>
    </Modal>
  );
}
