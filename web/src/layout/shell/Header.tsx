import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { useThemeFields } from '@/stores/themeConfig';
import { UserMenu } from '../navbar/UserMenu';
import { Breadcrumb } from './Breadcrumb';

interface Props {
  /** Shows the fold button (layouts with an aside). */
  collapsible?: boolean;
  onToggle?: () => void;
  /** Whatever sits between the left end and the toolbar (a top-bar menu, the logo). */
  children?: ReactNode;
  style?: CSSProperties;
  showBreadcrumb?: boolean;
}

/** The header: fold button, breadcrumb or a menu, and the toolbar with the user menu. */
export function Header({ collapsible, onToggle, children, style, showBreadcrumb = true }: Props) {
  const { t } = useTranslation();
  const { isCollapse, isBreadcrumb: breadcrumbOn } = useThemeFields('isCollapse', 'isBreadcrumb');
  // On a phone the header has no room for the trail; the tabs say where you are.
  const wide = useWidthAtLeast(NARROW_WIDTH);
  const isBreadcrumb = breadcrumbOn && wide;
  return (
    <header
      data-region="header"
      style={{ height: 56, display: 'flex', alignItems: 'center', gap: 8, padding: '0 12px', flex: 'none', ...style }}
    >
      {collapsible && (
        <Tooltip title={t('layout.toggleMenu')}>
          <Button
            type="text"
            style={{ color: 'inherit' }}
            icon={isCollapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
            aria-label={t('layout.toggleMenu')}
          />
        </Tooltip>
      )}
      {children}
      {showBreadcrumb && isBreadcrumb && (
        <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
          <Breadcrumb />
        </div>
      )}
      {!children && !(showBreadcrumb && isBreadcrumb) && <div style={{ flex: 1 }} />}
      <UserMenu />
    </header>
  );
}
