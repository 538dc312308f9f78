import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@/lib/storage';
import { useSessionExpired } from '@/stores/sessionExpired';

/**
 * Spec §8's 401 alert: title 'Prompt', the text, one OK button; OK clears storage and goes to the
 * root. Declarative, so it shows however early the first 401 arrives; loaded only then (OnDemand.tsx).
 */
export default function SessionExpiredDialog() {
  const { t } = useTranslation();
  const expired = useSessionExpired((s) => s.expired);
  return (
    <Modal
      open={expired}
      title={t('prompt')}
      okText={t('ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      onOk={() => {
        clearSession();
        window.location.href = '/';
      }}
    >
      {t('http.expired')}
    </Modal>
  );
}
