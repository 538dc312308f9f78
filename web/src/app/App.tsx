import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import i18n from '@/i18n';
import { switchFollowers } from '@/i18n/followers';
import { ThemeEffects } from '@/layout/theme/ThemeEffects';
import { useThemeConfig } from '@/stores/themeConfig';
import { AppBase } from '@/components/app-base/AppBase';
import { accessibleTheme } from './theme/accessibleTheme';
import { FeedbackOnDemand, SessionExpiredOnDemand } from './OnDemand';

// Only the language in use is loaded (English is antd's built-in default).
const loadLocale = {
  'zh-cn': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: () => Promise.resolve(enUS),
  'zh-tw': () => import('antd/es/locale/zh_TW').then((m) => m.default),
};

/** Theme, language and the app-wide hosts around the router (a browser router, or the build's static one). */
export function App({ children }: { children: ReactNode }) {
  // Only the fields used here: the lock-screen countdown rewrites themeConfig every second.
  const { globalI18n, globalComponentSize, primary, isIsDark } = useThemeConfig(
    useShallow((s) => ({
      globalI18n: s.themeConfig.globalI18n,
      globalComponentSize: s.themeConfig.globalComponentSize,
      primary: s.themeConfig.primary,
      isIsDark: s.themeConfig.isIsDark,
    })),
  );
  const themeProp = useMemo(() => accessibleTheme(primary || '#0169ff', isIsDark), [isIsDark, primary]);

  // Language: i18next, antd and dayjs (see i18n/followers) follow the stored globalI18n.
  if (i18n.language !== globalI18n) void i18n.changeLanguage(globalI18n);
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let current = true;
    void Promise.all([loadLocale[globalI18n](), switchFollowers(globalI18n)]).then(([l]) => {
      if (current) setLocale(l);
    });
    document.documentElement.lang = globalI18n === 'en' ? 'en' : globalI18n === 'zh-tw' ? 'zh-TW' : 'zh-CN';
    return () => {
      current = false;
    };
  }, [globalI18n]);

  return (
    <ConfigProvider
      locale={locale}
      componentSize={globalComponentSize === 'default' ? 'middle' : globalComponentSize}
      theme={themeProp}
    >
      <AppBase>
        <FeedbackOnDemand />
        <ThemeEffects />
        <SessionExpiredOnDemand />
        {children}
      </AppBase>
    </ConfigProvider>
  );
}
