import { QRCode, Tabs, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginData } from '@iot/contract';
import { afterLoginTarget } from '@/app/guard';
import { feedback } from '@/lib/feedback';
import { useRoutesStore } from '@/stores/routes';
import { useThemeConfig } from '@/stores/themeConfig';
import { useUserStore } from '@/stores/user';
import { AccountForm } from './AccountForm';
import { MobileForm } from './MobileForm';

/** /login: account, mobile and QR-scan tabs; after login, back to `redirect` with its `params`. */
export default function LoginPage() {
  const { t } = useTranslation(['login', 'common']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { search } = useLocation();
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  const [scanSeed] = useState(() => crypto.randomUUID());

  const onLoggedIn = async (data: LoginData) => {
    useUserStore.getState().setSession(data);
    useRoutesStore.getState().build();
    feedback.message.success(t('success'));
    navigate(afterLoginTarget(search), { replace: true });
  };

  return (
    <div
      style={{
        minHeight: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: `radial-gradient(circle at 20% 20%, ${token.colorPrimaryBg}, transparent 50%), ${token.colorBgLayout}`,
      }}
    >
      <div
        style={{
          width: 400,
          maxWidth: '100%',
          background: token.colorBgContainer,
          borderRadius: 16,
          padding: '32px 32px 24px',
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 4 }}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {globalTitle === 'IoT platform' ? t('common:globalTitle') : globalTitle}
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
        <Tabs
          items={[
            { key: 'account', label: t('tabAccount'), children: <AccountForm onLoggedIn={onLoggedIn} /> },
            { key: 'mobile', label: t('tabMobile'), children: <MobileForm /> },
            {
              key: 'scan',
              label: t('tabScan'),
              children: (
                <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
                  <QRCode value={`${window.location.origin}/login?scan=${scanSeed}`} size={180} />
                  <Typography.Text type="secondary">{t('scanHint')}</Typography.Text>
                </div>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }} data-testid="login-hint">
          {t('hint')}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
