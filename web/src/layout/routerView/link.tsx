import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useCurrentRoute } from '@/routing/CurrentRoute';
import { useRouteTitle } from '@/routing/useRouteTitle';

/** An external-link menu reached by its URL: the menu itself opens a new tab, this page offers the same. */
export default function LinkView() {
  const route = useCurrentRoute();
  const title = useRouteTitle();
  const href = route?.meta.isLink ?? '';
  return (
    <Result
      icon={<ExportOutlined />}
      title={route ? title(route) : ''}
      subTitle={href}
      extra={
        <Button type="primary" href={href} target="_blank" rel="noopener" disabled={!href}>
          {route ? title(route) : href}
        </Button>
      }
    />
  );
}
