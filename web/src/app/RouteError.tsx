import { CloseCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * When loading the user's routes fails (server down): say so and offer a retry instead of a blank
 * page. Laid out like antd's Result, whose module carries large illustrations the first page would
 * load; this must not itself need a download, since it shows when the server is unreachable.
 */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} />
      <div style={{ marginTop: 24, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {t('error.loadFailed')}
      </div>
      {error?.message && (
        <div style={{ marginTop: 8, fontSize: token.fontSize, color: token.colorTextDescription }}>{error.message}</div>
      )}
      <Button type="primary" style={{ marginTop: 24 }} onClick={() => window.location.reload()}>
        {t('retry')}
      </Button>
    </div>
  );
}
