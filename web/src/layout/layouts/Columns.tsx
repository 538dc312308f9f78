import { theme, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { useThemeFields } from '@/stores/themeConfig';
import { externalLink } from '../aside/menuItems';
import { useBarStyles, useColumnsBarColors } from '../shell/colors';
import { Content } from '../shell/Content';
import { Header } from '../shell/Header';
import { Logo } from '../shell/Logo';
import { Sider } from '../shell/Sider';
import { useChrome } from '../shell/useChrome';
import { useSections } from '../shell/useSections';

/** columns: a narrow column of first-level items, and an aside with the chosen item's children. */
export function ColumnsLayout() {
  const { sections, active } = useSections();
  const { columnsAsideStyle, columnsAsideLayout } = useThemeFields('columnsAsideStyle', 'columnsAsideLayout');
  const { color: columnsMenuBarColor } = useColumnsBarColors();
  const { columnsBar } = useBarStyles();
  const { header, toggle } = useChrome();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const vertical = columnsAsideLayout === 'columns-vertical';
  return (
    <div style={{ display: 'flex', height: '100%' }}>
      <nav
        data-region="columns-aside"
        style={{
          ...columnsBar,
          width: 72,
          flex: 'none',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          overflowY: 'auto',
        }}
      >
        <Logo compact color={columnsMenuBarColor} />
        {sections.map((s) => {
          const selected = s === active;
          const go = () => {
            const link = externalLink(s);
            if (link) window.open(link, '_blank', 'noopener');
            else navigate(s.redirect || s.path);
          };
          return (
            <Tooltip key={s.path} title={title(s)} placement="right">
              <button
                type="button"
                onClick={go}
                aria-current={selected ? 'page' : undefined}
                style={{
                  all: 'unset',
                  boxSizing: 'border-box',
                  width: columnsAsideStyle === 'columns-card' ? 64 : 56,
                  margin: '4px 0',
                  padding: '8px 2px',
                  display: 'flex',
                  flexDirection: vertical ? 'column' : 'row',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: vertical ? 2 : 4,
                  fontSize: 12,
                  cursor: 'pointer',
                  color: selected ? '#fff' : 'inherit',
                  background: selected ? token.colorPrimary : 'transparent',
                  borderRadius: columnsAsideStyle === 'columns-round' ? 8 : 2,
                }}
              >
                <span style={{ fontSize: 18 }}>
                  <MenuIcon name={s.meta.icon || 'AppstoreOutlined'} />
                </span>
                <span style={{ maxWidth: 56, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {title(s)}
                </span>
              </button>
            </Tooltip>
          );
        })}
      </nav>
      {active && active.children.length > 0 && <Sider routes={active.children} />}
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
        <Header collapsible={Boolean(active?.children.length)} onToggle={toggle} style={header} />
        <Content />
      </div>
    </div>
  );
}
