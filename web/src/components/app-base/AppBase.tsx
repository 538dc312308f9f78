import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The base text style (colour, size, line height, font) for everything inside, from the theme's
 * tokens: what antd's <App> wrapper gives, without loading its message/modal/notification code.
 */
export function AppBase({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        height: '100%',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
