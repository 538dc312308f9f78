import { QRCode, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN } from './texts';

/** The QR-scan tab; loaded only when chosen, so the QR encoder stays out of the login page's first load. */
export default function ScanPane() {
  const { t } = useTranslation(LOGIN);
  const { token } = theme.useToken();
  const [seed] = useState(() => crypto.randomUUID());
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
      <QRCode value={`${window.location.origin}/login?scan=${seed}`} size={180} />
      <span style={{ color: token.colorTextSecondary }}>{t('scanHint')}</span>
    </div>
  );
}
