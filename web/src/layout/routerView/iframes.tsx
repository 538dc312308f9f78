import { Spin } from 'antd';
import { useState } from 'react';
import { useCurrentRoute } from '@/routing/CurrentRoute';
import { useRouteTitle } from '@/routing/useRouteTitle';

/** An iframe menu: the linked address fills the content area. */
export default function IframeView() {
  const route = useCurrentRoute();
  const title = useRouteTitle();
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading}>
      <iframe
        src={route?.meta.isLink}
        title={route ? title(route) : ''}
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0, display: 'block' }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </Spin>
  );
}
