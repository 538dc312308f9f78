import { DisconnectOutlined, LinkOutlined } from '@ant-design/icons';
import type { DeviceRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth, usePermission } from '@/components/auth';
import { RowConfirmButton } from '@/components/list-page/RowConfirmButton';
import { TableCard } from '@/components/list-page/TableCard';
import { useListPage } from '@/components/list-page/useListPage';
import { seededDeviceName } from '@/i18n/seeded';
import { feedback } from '@/lib/feedback';
import { invalidateDevices, productTslQuery } from '../api';
import { useDeviceSummaryColumns } from '../components/useDeviceColumns';
import { useDeviceLive } from '../liveCache';
import { DEVICE } from '../texts';
import { BindDialog } from './BindDialog';
import { gatewayApi, subDevicesQuery } from './api';

/**
 * A gateway's sub-devices: each one's status and latest values (kept live), binding more from the
 * sub-device products, unbinding one after confirming.
 */
export function SubDevicesTab({ gatewayKey }: { gatewayKey: string }) {
  const { t } = useTranslation([DEVICE, 'common']);
  const queryClient = useQueryClient();
  const { has } = usePermission();
  const view = useListPage<object, never>();
  const subs = useQuery(subDevicesQuery({ gatewayKey, pageNum: view.page.pageNum, pageSize: view.page.pageSize }));
  const rows = subs.data?.device ?? [];
  const total = subs.data?.Total ?? 0;
  view.settlePage(subs, rows.length, total);
  useDeviceLive(rows.map((d) => d.key));
  const productKeys = [...new Set(rows.map((d) => d.productKey))];
  const tsls = useQueries({
    queries: productKeys.map((key) => productTslQuery(key, has(PERMISSIONS.product.detail))),
  });
  const tslOf = (key: string) => tsls[productKeys.indexOf(key)]?.data;
  const changed = () => void invalidateDevices(queryClient);

  const unbind = async (row: DeviceRow) => {
    await gatewayApi.unbind(gatewayKey, [row.key]);
    feedback.message.success(t('gateway.unbound'));
    changed();
  };

  const columns: ColumnsType<DeviceRow> = [
    ...useDeviceSummaryColumns(tslOf),
    ...(has(PERMISSIONS.device.edit)
      ? [
          {
            title: t('common:actions'),
            key: 'actions',
            width: 100,
            render: (_: unknown, d: DeviceRow) => (
              <RowConfirmButton
                label={t('gateway.unbind')}
                icon={<DisconnectOutlined />}
                confirm={t('gateway.unbindConfirm', { name: seededDeviceName(d.key, d.name) || d.key })}
                onConfirm={() => unbind(d).catch(() => undefined)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <TableCard<DeviceRow>
        toolbar={{
          extra: (
            <Auth value={PERMISSIONS.device.edit}>
              <Button type="primary" icon={<LinkOutlined />} onClick={() => view.openDialog()}>
                {t('gateway.bind')}
              </Button>
            </Auth>
          ),
        }}
        rowKey="key"
        columns={columns}
        rows={rows}
        loading={subs.isFetching}
        empty={t('gateway.empty')}
        pagination={{ total, page: view.page, onPage: view.setPage }}
      />
      {view.dialogProps && <BindDialog {...view.dialogProps} gatewayKey={gatewayKey} onSaved={changed} />}
    </>
  );
}
