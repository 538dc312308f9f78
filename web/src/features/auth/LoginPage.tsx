import { theme } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { LoginData } from '@iot/contract';
import { afterLoginTarget } from '@/routing/guard';
import { PlainLoading } from '@/components/plain-loading/PlainLoading';
import { feedback } from '@/lib/feedback';
import { useRoutesStore } from '@/routing/routes';
import { useThemeConfig } from '@/stores/themeConfig';
import { useUserStore } from '@/stores/user';
import { AccountForm } from './AccountForm';
import { MobileForm } from './MobileForm';
import { modeIds, ModeSwitch } from './ModeSwitch';
import { LOGIN } from './texts';

const ScanPane = lazy(() => import('./ScanPane'));

/** /login: account, mobile and QR-scan tabs; after login, back to `redirect` with its `params`. */
export function LoginPage() {
  const { t } = useTranslation([LOGIN, 'common']);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { search } = useLocation();
  const globalTitle = useThemeConfig((s) => s.themeConfig.globalTitle);
  const [mode, setMode] = useState<'account' | 'mobile' | 'scan'>('account');
  const modeIdBase = useId();
  const ids = modeIds(modeIdBase, mode);

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
          <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorText }}>
            {globalTitle === 'IoT platform' ? t('common:globalTitle') : globalTitle}
          </h1>
        </div>
        <p style={{ color: token.colorTextSecondary, marginTop: 8 }}>{t('subtitle')}</p>
        <ModeSwitch
          value={mode}
          onChange={setMode}
          idBase={modeIdBase}
          label={t('modeLabel')}
          options={[
            { value: 'account', label: t('tabAccount') },
            { value: 'mobile', label: t('tabMobile') },
            { value: 'scan', label: t('tabScan') },
          ]}
        />
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
          {mode === 'account' && <AccountForm onLoggedIn={onLoggedIn} />}
          {mode === 'mobile' && <MobileForm />}
          {mode === 'scan' && (
            <Suspense fallback={<PlainLoading />}>
              <ScanPane />
            </Suspense>
          )}
        </div>
        <p
          style={{ marginTop: 16, marginBottom: 0, fontSize: 12, color: token.colorTextSecondary }}
          data-testid="login-hint"
        >
          {t('hint')}
        </p>
      </div>
    </div>
  );
}
