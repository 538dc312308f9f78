import { ClearOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { ToolButton } from '@/components/tool-button/ToolButton';
import { clearCacheAndReload } from './clearCache';

/**
 * Clears the server's caches (for a user granted that rule) and the browser's cached menus, tabs,
 * permissions and queries (staying logged in, the theme kept), then reloads the page; after a
 * confirmation, which GFast does not ask.
 */
export function ClearCache() {
  const { t } = useTranslation('navbar');
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const server = usePermission().has(PERMISSIONS.cache.remove);
  const [open, setOpen] = useState(false);
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={t('clearCacheConfirm')}
      okText={tc('ok')}
      cancelText={tc('cancel')}
      placement="bottomRight"
      onConfirm={() => clearCacheAndReload(queryClient, { server }).catch(() => undefined)}
    >
      <ToolButton label={t('clearCache')} icon={<ClearOutlined />} menuOpen={open} />
    </Popconfirm>
  );
}
