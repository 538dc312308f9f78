import { EllipsisOutlined, GithubOutlined, SearchOutlined, FontSizeOutlined } from '@ant-design/icons';
import { Dropdown, Space, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_WIDTH, useWidthBelow } from '@/lib/viewport';
import { ClearCache } from './ClearCache';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuSearchButton } from './MenuSearchButton';
import { NoticeBell } from '@/features/system/notice';
import { REPOSITORY_URL, RepositoryLink } from './RepositoryLink';
import { SettingsButton } from './SettingsButton';
import { SizeSwitch, useSizeMenu } from './SizeSwitch';
import { ToolButton } from '@/components/tool-button/ToolButton';
import { UserDropdown } from './UserDropdown';

const MenuSearchDialog = lazy(() => import('./MenuSearch').then((m) => ({ default: m.MenuSearchDialog })));

export { REPOSITORY_URL };

/** Narrow screens: search, component size and the repository link folded into one '…' menu. */
function OverflowMenu({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation('navbar');
  const { t: tc } = useTranslation();
  const size = useSizeMenu();
  const menu: MenuProps = {
    selectable: true,
    selectedKeys: [`size:${size.selected}`],
    items: [
      { key: 'search', icon: <SearchOutlined />, label: t('search.label') },
      {
        key: 'size',
        icon: <FontSizeOutlined />,
        label: size.label,
        children: size.items.map((i) => ({ ...i, key: `size:${i.key}` })),
      },
      {
        key: 'repository',
        icon: <GithubOutlined />,
        label: (
          <a href={REPOSITORY_URL} target="_blank" rel="noopener noreferrer">
            {tc('layout.repository')}
          </a>
        ),
      },
    ],
    onClick: ({ key }) => {
      if (key === 'search') onSearch();
      else if (key.startsWith('size:')) size.choose(key.slice('size:'.length));
    },
  };
  return (
    <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
      <ToolButton label={t('more')} icon={<EllipsisOutlined />} />
    </Dropdown>
  );
}

/**
 * The header's toolbar: component size, language, menu search, layout settings, notifications,
 * fullscreen, clear cache, code repository and the user's menu. It never wraps: below 768 px the
 * less important items move into a '…' menu and the user's name is left out.
 */
export function UserMenu() {
  const narrow = useWidthBelow(NARROW_WIDTH);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = () => setSearchOpen(true);
  return (
    <>
      <Space size={narrow ? 0 : 2} wrap={false} style={{ flex: 'none', whiteSpace: 'nowrap' }} data-testid="toolbar">
        {!narrow && <SizeSwitch />}
        <LanguageSwitch />
        {!narrow && <MenuSearchButton onOpen={openSearch} />}
        <SettingsButton />
        <NoticeBell />
        <FullscreenToggle />
        <ClearCache />
        {!narrow && <RepositoryLink />}
        {narrow && <OverflowMenu onSearch={openSearch} />}
        <UserDropdown showName={!narrow} />
      </Space>
      {/* The dialog's code (AutoComplete) loads the first time search opens. */}
      {searchOpen && (
        <Suspense fallback={null}>
          <MenuSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
