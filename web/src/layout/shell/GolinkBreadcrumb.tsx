import { theme } from 'antd';
import { Breadcrumb } from './Breadcrumb';

/** golink's breadcrumb strip above the tabs. */
export function GolinkBreadcrumb() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        padding: '10px 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Breadcrumb />
    </div>
  );
}
