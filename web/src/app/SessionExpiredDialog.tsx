import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { clearSession } from '@/lib/storage';

/** Whether the server said the session is gone (code 401); the http layer sets it. */
export const useSessionExpired = create<{ expired: boolean }>(() => ({ expired: false }));

/**
 * Spec §8's 401 alert: title 'Prompt', the text, one OK button; OK clears storage and goes to the
 * root. Declarative, so it shows however early the first 401 arrives.
 */
export function SessionExpiredDialog() {
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
      maskClosable={false}
      onOk={() => {
        clearSession();
        window.location.href = '/';
      }}
    >
      {t('http.expired')}
    </Modal>
  );
}
