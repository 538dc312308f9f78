import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import i18n from '@/i18n';
import { setFeedback } from '@/lib/feedback';
import { useThemeConfig } from '@/stores/themeConfig';
import { router } from './router';

const antdLocales = { 'zh-cn': zhCN, en: enUS, 'zh-tw': zhTW };

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
  useEffect(() => {
    dayjs.locale(globalI18n === 'en' ? 'en' : globalI18n);
    document.documentElement.lang = globalI18n === 'en' ? 'en' : globalI18n === 'zh-tw' ? 'zh-TW' : 'zh-CN';
  }, [globalI18n]);
  useEffect(() => {
    if (isIsDark) document.documentElement.setAttribute('data-theme', 'dark');
    else document.documentElement.removeAttribute('data-theme');
    document.documentElement.style.background = '';
  }, [isIsDark]);

  return (
    <ConfigProvider
      locale={antdLocales[globalI18n]}
      componentSize={globalComponentSize === 'default' ? 'middle' : globalComponentSize}
      theme={{
        cssVar: {},
        algorithm: isIsDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: primary || '#0169ff' },
      }}
    >
      <AntApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
