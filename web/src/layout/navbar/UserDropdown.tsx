import {
  DownOutlined,
  FileSearchOutlined,
  HomeOutlined,
  LogoutOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Space, type MenuProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth';
import { useRoutesStore } from '@/routing/routes';
import { displayName } from '@/i18n/seeded';
import { avatarUrl, useUserStore } from '@/stores/user';

/** The user's avatar and name; hovering (or Enter / Space / ArrowDown on it) opens home, personal, 404, 401 and log out. */
export function UserDropdown({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const userInfo = useUserStore((s) => s.userInfo);
  const [open, setOpen] = useState(false);
  const name = displayName(userInfo);
  // Offered only to users whose routes include the personal centre (spec §2: admin only by default).
  const canOpenPersonal = useRoutesStore((s) => s.flat.some((r) => r.path === '/personal'));

  const menu: MenuProps = {
    items: [
      { key: '/home', icon: <HomeOutlined />, label: t('user.home') },
      ...(canOpenPersonal ? [{ key: '/personal', icon: <UserOutlined />, label: t('user.personal') }] : []),
      { key: '/404', icon: <FileSearchOutlined />, label: t('user.notFoundPage') },
      { key: '/401', icon: <StopOutlined />, label: t('user.noAuthPage') },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
    ],
    onClick: ({ key }) => {
      setOpen(false);
      if (key === 'logout') logout();
      else navigate(key);
    },
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    <Dropdown menu={menu} open={open} onOpenChange={setOpen} placement="bottomRight">
      <Space
        size={6}
        role="button"
        tabIndex={0}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={name || t('user.personal')}
        onKeyDown={onKeyDown}
        style={{ cursor: 'pointer', whiteSpace: 'nowrap', paddingInline: 4 }}
        data-testid="user-menu"
      >
        <Avatar size="small" src={avatarUrl(userInfo?.avatar)} alt="" />
        {showName && (
          <span style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', display: 'inline-block' }}>
            {name}
          </span>
        )}
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
