import { ArrowRightOutlined } from '@ant-design/icons';
import { Avatar, Button, Input, Space, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '@/i18n/seeded';
import { avatarUrl, useUserStore } from '@/stores/user';

/** The login box behind the cover: avatar, name, a password box and the enter button. */
export function UnlockForm({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation('navbar');
  const { token } = theme.useToken();
  const userInfo = useUserStore((s) => s.userInfo);
  // Spec §2: the password is not checked; the box is there for the gesture.
  const [password, setPassword] = useState('');
  return (
    <div
      data-testid="lock-login"
      style={{
        width: 320,
        maxWidth: 'calc(100vw - 32px)',
        padding: 24,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        textAlign: 'center',
      }}
    >
      <Avatar size={72} src={avatarUrl(userInfo?.avatar)} alt="" />
      <Typography.Title level={4} style={{ margin: '12px 0 16px' }}>
        {displayName(userInfo)}
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Input.Password
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t('lock.password')}
          aria-label={t('lock.password')}
          autoComplete="current-password"
          onPressEnter={onUnlock}
        />
        <Tooltip title={t('lock.enter')}>
          <Button type="primary" icon={<ArrowRightOutlined />} aria-label={t('lock.enter')} onClick={onUnlock} />
        </Tooltip>
      </Space.Compact>
    </div>
  );
}
