import { ClearOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearCacheAndReload } from './clearCache';
import { ToolButton } from '@/components/tool-button/ToolButton';

/** Clears cached menus, tabs, permissions and queries (staying logged in) and reloads the page. */
export function ClearCache() {
  const { t } = useTranslation('navbar');
  const queryClient = useQueryClient();
  return (
    <ToolButton label={t('clearCache')} icon={<ClearOutlined />} onClick={() => clearCacheAndReload(queryClient)} />
  );
}
