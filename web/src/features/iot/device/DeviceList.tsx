import type { DeviceRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { PlayCircleOutlined, PauseCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, usePermission } from '@/components/auth';
import { ExportButton } from '@/components/list-page/ExportButton';
import { TableCard } from '@/components/list-page/TableCard';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { deviceApi, devicePageQuery, invalidateDevices, productTslQuery, type DeviceListParams } from './api';
import { DeviceDialog } from './components/DeviceDialog';
import { ImportDialog } from './components/ImportDialog';
import { DEVICE_BUTTONS, useDeviceColumns } from './components/useDeviceColumns';
import { useDeviceLive } from './liveCache';
import { DEVICE } from './texts';

/** The list page's filters (the product page gives only its product). */
export type DeviceFilters = Pick<DeviceListParams, 'keyWord' | 'productKey' | 'status'>;

export interface DeviceListProps {
  /** Only this product's devices (the product page's "Devices" tab); new devices get it too. */
  productKey?: string;
  filters?: DeviceFilters;
}

/**
 * The device table with its toolbar (add, import, export, batch enable/disable/delete), paging and
 * dialogs. The visible rows are watched on the live channel: status and latest values change in place.
 */
export function DeviceList({ productKey, filters }: DeviceListProps) {
  const { t } = useTranslation([DEVICE, 'common']);
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const view = useListPage<object, DeviceRow>();
  const [importing, setImporting] = useState<boolean | null>(null);
  const { page, selected } = view;

  const params: DeviceListParams = { ...filters, pageNum: page.pageNum, pageSize: page.pageSize };
  if (productKey) params.productKey = productKey;
  const list = useQuery(devicePageQuery(params));
  const rows = list.data?.device ?? [];
  const total = list.data?.Total ?? 0;
  view.settlePage(list, rows.length, total);
  useDeviceLive(rows.map((r) => r.key));

  // The object models of the products shown: units and texts of the latest values.
  const productKeys = [...new Set(rows.map((r) => r.productKey))];
  const tsls = useQueries({
    queries: productKeys.map((key) => productTslQuery(key, has(PERMISSIONS.product.detail))),
  });
  const tslOf = (key: string) => tsls[productKeys.indexOf(key)]?.data;
  // The export takes the product of the page or of the search; without one, every device in scope.
  const exportKey = productKey ?? filters?.productKey;

  const afterChange = () => void invalidateDevices(queryClient);
  const done = (text: string, keys: string[]) => {
    feedback.message.success(text);
    view.unselect(keys);
    afterChange();
  };
  const remove = useMutation({
    mutationFn: (keys: string[]) => deviceApi.delete(keys),
    onSuccess: (_, keys) => done(t('common:deleted'), keys),
  });
  const setStatus = useMutation({
    mutationFn: ({ keys, status }: { keys: string[]; status: 0 | 1 }) => deviceApi.setStatus(keys, status),
    // A refusal may come after some devices changed: refresh either way.
    onSettled: afterChange,
    onSuccess: (_, { keys, status }) => done(t(status ? 'status.enabledDone' : 'status.disabledDone'), keys),
  });
  const selectedKeys = selected.map(String);
  const columns = useDeviceColumns(
    {
      onEdit: view.openDialog,
      onDelete: (row) => remove.mutateAsync([row.key]).catch(() => undefined),
      onChanged: afterChange,
      tslOf,
    },
    !productKey,
  );
  const batchStatus = (status: 0 | 1) => (
    <Auth value={DEVICE_BUTTONS.status}>
      <Popconfirm
        title={t(status ? 'status.batchEnableConfirm' : 'status.batchDisableConfirm', { count: selectedKeys.length })}
        okText={t('common:ok')}
        cancelText={t('common:cancel')}
        disabled={selectedKeys.length === 0}
        onConfirm={() => setStatus.mutateAsync({ keys: selectedKeys, status }).catch(() => undefined)}
      >
        <Button icon={status ? <PlayCircleOutlined /> : <PauseCircleOutlined />} disabled={selectedKeys.length === 0}>
          {t(status ? 'status.batchEnable' : 'status.batchDisable')}
        </Button>
      </Popconfirm>
    </Auth>
  );

  return (
    <>
      <TableCard<DeviceRow>
        toolbar={{
          add: { permission: DEVICE_BUTTONS.add, onClick: () => view.openDialog() },
          batchDelete: {
            permission: DEVICE_BUTTONS.delete,
            label: t('batchDelete'),
            confirm: t('batchDeleteConfirm', { count: selectedKeys.length }),
            onConfirm: () => remove.mutateAsync(selectedKeys),
          },
          extra: (
            <>
              {batchStatus(1)}
              {batchStatus(0)}
              <Auth value={PERMISSIONS.device.import}>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  {t('import.action')}
                </Button>
              </Auth>
              <Auth value={PERMISSIONS.device.export}>
                <ExportButton
                  ns={DEVICE}
                  fileName="devices"
                  download={(format) => deviceApi.export({ ...(exportKey ? { productKey: exportKey } : {}), format })}
                />
              </Auth>
            </>
          ),
        }}
        rowKey="key"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        {...view.tableProps(total)}
      />
      {view.dialogProps && <DeviceDialog {...view.dialogProps} productKey={productKey} onSaved={afterChange} />}
      {importing !== null && (
        <ImportDialog
          open={importing}
          productKey={productKey}
          onClose={() => setImporting(false)}
          afterClose={() => setImporting(null)}
          onImported={afterChange}
        />
      )}
    </>
  );
}
