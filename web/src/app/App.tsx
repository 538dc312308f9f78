import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import i18n from '@/i18n';
import { setFeedback } from '@/lib/feedback';
import { useThemeConfig } from '@/stores/themeConfig';
import { router } from './router';
import { SessionExpiredDialog } from './SessionExpiredDialog';

dayjs.extend(localizedFormat);

// Only the language in use is loaded (English is antd's built-in default).
const loadLocale = {
  'zh-cn': () => Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]).then(([m]) => m.default),
  en: () => Promise.resolve(enUS),
  'zh-tw': () => Promise.all([import('antd/locale/zh_TW'), import('dayjs/locale/zh-tw')]).then(([m]) => m.default),
};

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** Hands antd's context-aware message/modal/notification to non-React code. */
function FeedbackBridge() {
  const { message, modal, notification } = AntApp.useApp();
  useEffect(() => setFeedback({ message, modal, notification }), [message, modal, notification]);
  return null;
}

export function App() {
  const { globalI18n, globalComponentSize, primary, isIsDark } = useThemeConfig((s) => s.themeConfig);

  // Language: i18next, dayjs and antd follow the stored globalI18n.
  if (i18n.language !== globalI18n) void i18n.changeLanguage(globalI18n);
  const [locale, setLocale] = useState<Locale>();
  useEffect(() => {
    let current = true;
    void loadLocale[globalI18n]().then((l) => {
      if (!current) return;
      dayjs.locale(globalI18n);
      setLocale(l);
    });
    document.documentElement.lang = globalI18n === 'en' ? 'en' : globalI18n === 'zh-tw' ? 'zh-TW' : 'zh-CN';
    return () => {
      current = false;
    };
  }, [globalI18n]);
  useEffect(() => {
    if (isIsDark) document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
    document.documentElement.style.background = '';
  }, [isIsDark]);

  return (
    <ConfigProvider
      locale={locale}
      componentSize={globalComponentSize === 'default' ? 'middle' : globalComponentSize}
      theme={{
        cssVar: {},
        algorithm: isIsDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: primary || '#0169ff' },
      }}
    >
      {/* antd's App renders a wrapper div; it must carry the full height down to the pages. */}
      <AntApp style={{ height: '100%' }}>
        <FeedbackBridge />
        <SessionExpiredDialog />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
