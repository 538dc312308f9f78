import { DownOutlined, GithubOutlined, TranslationOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '@/i18n';
import { avatarUrl, useUserStore } from '@/stores/user';
import { useThemeConfig } from '@/stores/themeConfig';
import { useLogout } from './useLogout';

const languageNames = { 'zh-cn': '简体中文', en: 'English', 'zh-tw': '繁體中文' };
export const REPOSITORY_URL = 'https://github.com/tiger1103/gfast';

/** The header's right side: language, code repository, and the user's dropdown. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const userInfo = useUserStore((s) => s.userInfo);
  const { globalI18n } = useThemeConfig((s) => s.themeConfig);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);

  return (
    <Space size="middle">
      <Dropdown
        menu={{
          selectable: true,
          selectedKeys: [globalI18n],
          items: LANGUAGES.map((l) => ({ key: l, label: languageNames[l] })),
          onClick: ({ key }) => setThemeConfig({ globalI18n: key as typeof globalI18n }),
        }}
      >
        <Tooltip title={t('layout.language')}>
          <Button type="text" icon={<TranslationOutlined />} aria-label={t('layout.language')} />
        </Tooltip>
      </Dropdown>
      <Tooltip title={t('layout.repository')}>
        <Button
          type="text"
          icon={<GithubOutlined />}
          aria-label={t('layout.repository')}
          href={REPOSITORY_URL}
          target="_blank"
        />
      </Tooltip>
      <Dropdown
        menu={{
          items: [
            { key: '/home', label: t('user.home') },
            { key: '/personal', label: t('user.personal') },
            { key: '/404', label: t('user.notFoundPage') },
            { key: '/401', label: t('user.noAuthPage') },
            { type: 'divider' },
            { key: 'logout', label: t('user.logout'), danger: true },
          ],
          onClick: ({ key }) => (key === 'logout' ? logout() : navigate(key)),
        }}
      >
        <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
          <Avatar size="small" src={avatarUrl(userInfo?.avatar)} />
          <span>{userInfo?.userNickname || userInfo?.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </Dropdown>
    </Space>
  );
}
