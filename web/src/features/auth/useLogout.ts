import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '@/lib/feedback';
import { endSession } from '@/stores/session';
import { authApi } from './api';

/** Log out: confirm, show 'Exiting' while the server revokes the token, then forget everything locally. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return () => {
    const dialog = feedback.modal.confirm({
      title: t('prompt'),
      content: t('logout.confirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        dialog?.update({ okText: t('logout.exiting') });
        try {
          await authApi.logout();
        } catch {
          /* the session is dropped locally either way */
        }
        endSession();
        navigate('/login', { replace: true });
      },
    });
  };
}
