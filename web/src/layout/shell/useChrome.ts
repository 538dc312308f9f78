import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useThemeConfig, useThemeFields } from '@/stores/themeConfig';
import { useBarStyles } from './colors';

/** Shared bits of every layout: the fold toggle and the header and top-bar styles. */
export function useChrome() {
  const { token } = theme.useToken();
  const { topBar } = useBarStyles();
  const { isCollapse, isFixedHeader } = useThemeFields('isCollapse', 'isFixedHeader');
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const header: CSSProperties = {
    background: token.colorBgContainer,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    ...(isFixedHeader ? { position: 'sticky', top: 0, zIndex: 10 } : {}),
  };
  const bar: CSSProperties = { ...topBar, borderBottom: `1px solid ${token.colorBorderSecondary}`, zIndex: 10 };
  return { header, bar, toggle: () => setThemeConfig({ isCollapse: !isCollapse }) };
}
