import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { Local } from '@/lib/storage';
import type { Language } from '@/i18n';

export type Layout = 'defaults' | 'classic' | 'transverse' | 'columns' | 'golink';
export type ComponentSize = 'large' | 'default' | 'small';

/** Spec §3 theme configuration; stored as `themeConfig` in localStorage. */
export interface ThemeConfig {
  isDrawer: boolean;
  primary: string;
  isIsDark: boolean;
  topBar: string;
  topBarColor: string;
  isTopBarColorGradual: boolean;
  menuBar: string;
  menuBarColor: string;
  isMenuBarColorGradual: boolean;
  columnsMenuBar: string;
  columnsMenuBarColor: string;
  isColumnsMenuBarColorGradual: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isFixedHeaderChange: boolean;
  isClassicSplitMenu: boolean;
  isLockScreen: boolean;
  lockScreenTime: number;
  isShowLogo: boolean;
  isShowLogoChange: boolean;
  isBreadcrumb: boolean;
  isBreadcrumbIcon: boolean;
  isTagsview: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isShareTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isInvert: boolean;
  isWartermark: boolean;
  wartermarkText: string;
  tagsStyle: 'tags-style-one' | 'tags-style-four' | 'tags-style-five';
  animation: 'slide-right' | 'slide-left' | 'opacitys' | 'none';
  columnsAsideStyle: 'columns-round' | 'columns-card';
  columnsAsideLayout: 'columns-horizontal' | 'columns-vertical';
  layout: Layout;
  isRequestRoutes: boolean;
  globalTitle: string;
  globalViceTitle: string;
  globalI18n: Language;
  globalComponentSize: ComponentSize;
}

export const defaultThemeConfig: ThemeConfig = {
  isDrawer: false,
  primary: '#0169ff',
  isIsDark: false,
  topBar: '#ffffff',
  topBarColor: '#606266',
  isTopBarColorGradual: false,
  menuBar: '#354E67',
  menuBarColor: '#eaeaea',
  isMenuBarColorGradual: false,
  columnsMenuBar: '#545c64',
  columnsMenuBarColor: '#e6e6e6',
  isColumnsMenuBarColorGradual: false,
  isCollapse: false,
  isUniqueOpened: false,
  isFixedHeader: false,
  isFixedHeaderChange: false,
  // On by default so golink (the default layout) shows its sections in the top bar.
  isClassicSplitMenu: true,
  isLockScreen: false,
  lockScreenTime: 30,
  isShowLogo: true,
  isShowLogoChange: false,
  isBreadcrumb: true,
  isBreadcrumbIcon: false,
  isTagsview: true,
  isTagsviewIcon: true,
  isCacheTagsView: false,
  isSortableTagsView: true,
  isShareTagsView: false,
  isFooter: false,
  isGrayscale: false,
  isInvert: false,
  isWartermark: false,
  wartermarkText: 'IoT platform',
  tagsStyle: 'tags-style-five',
  animation: 'slide-right',
  columnsAsideStyle: 'columns-round',
  columnsAsideLayout: 'columns-vertical',
  layout: 'golink',
  isRequestRoutes: true,
  globalTitle: 'IoT platform',
  globalViceTitle: 'IoT platform',
  globalI18n: 'zh-cn',
  globalComponentSize: 'default',
};

/**
 * Stored values merged over the defaults, so new fields appear and unknown ones are dropped. The
 * settings drawer always starts closed.
 */
export function loadThemeConfig(): ThemeConfig {
  const stored = Local.get<Partial<ThemeConfig>>('themeConfig') ?? {};
  const merged = { ...defaultThemeConfig };
  for (const key of Object.keys(defaultThemeConfig) as (keyof ThemeConfig)[]) {
    if (key in stored && typeof stored[key] === typeof defaultThemeConfig[key]) {
      (merged as Record<string, unknown>)[key] = stored[key];
    }
  }
  merged.isDrawer = false;
  return merged;
}

interface ThemeStore {
  themeConfig: ThemeConfig;
  setThemeConfig(patch: Partial<ThemeConfig>): void;
}

export const useThemeConfig = create<ThemeStore>((set, get) => ({
  themeConfig: loadThemeConfig(),
  setThemeConfig(patch) {
    const themeConfig = { ...get().themeConfig, ...patch };
    Local.set('themeConfig', themeConfig);
    set({ themeConfig });
  },
}));

/**
 * Some fields of the theme configuration; the component re-renders only when one of them changes
 * (the lock-screen countdown rewrites the configuration every second).
 */
export function useThemeFields<K extends keyof ThemeConfig>(...keys: K[]): Pick<ThemeConfig, K> {
  return useThemeConfig(
    useShallow((s) => Object.fromEntries(keys.map((k) => [k, s.themeConfig[k]])) as Pick<ThemeConfig, K>),
  );
}
