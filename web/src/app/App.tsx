import { ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { RouterProvider } from 'react-router';
import i18n from '@/i18n';
import { switchFollowers } from '@/i18n/followers';
import { ThemeEffects } from '@/layout/theme/ThemeEffects';
import { useThemeConfig } from '@/stores/themeConfig';
import { AppBase } from './AppBase';
import { FeedbackOnDemand, SessionExpiredOnDemand } from './OnDemand';
import { router } from './router';

// Only the language in use is loaded (English is antd's built-in default).
const loadLocale = {
  'zh-cn': () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: () => Promise.resolve(enUS),
  'zh-tw': () => import('antd/es/locale/zh_TW').then((m) => m.default),
};

export function App() {
  // Only the fields used here: the lock-screen countdown rewrites themeConfig every second.
  const { globalI18n, globalComponentSize, primary, isIsDark } = useThemeConfig(
    useShallow((s) => ({
      globalI18n: s.themeConfig.globalI18n,
      globalComponentSize: s.themeConfig.globalComponentSize,
      primary: s.themeConfig.primary,
      isIsDark: s.themeConfig.isIsDark,
    })),
  );
  const themeProp = useMemo(
    () => ({
      cssVar: {},
      algorithm: isIsDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: primary || '#0169ff' },
    }),
    [isIsDark, primary],
  );

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
        <RouterProvider router={router} />
      </AppBase>
    </ConfigProvider>
  );
}
