import type { DeviceRow, Tsl } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { seededDeviceName, seededProductName } from '@/i18n/seeded';
import { latestSummary } from '../format';
import { DEVICE } from '../texts';
import { DeviceStatusSwitch } from './DeviceStatusSwitch';
import { DeviceStatusTag } from './DeviceStatusTag';

export const DEVICE_BUTTONS = {
  add: PERMISSIONS.device.add,
  edit: PERMISSIONS.device.edit,
  delete: PERMISSIONS.device.delete,
  status: PERMISSIONS.device.status,
};

/** Where a device's detail page is (the route carries the key, as SagooIoT's does). */
export const deviceDetailPath = (key: string) => `/iot/device/detail/${encodeURIComponent(key)}`;

/**
 * What a device row shows of the device (name and key, product, status, latest values, last online):
 * the device list's first columns and a gateway's sub-device table.
 */
export function useDeviceSummaryColumns(tslOf: (productKey: string) => Tsl | null | undefined): ColumnsType<DeviceRow> {
  const { t } = useTranslation([DEVICE, 'common']);
  const booleans = { true: t('boolean.true'), false: t('boolean.false') };
  return [
    {
      title: t('field.name'),
      key: 'device',
      minWidth: 160,
      ellipsis: true,
      render: (_, d) => (
        <Flex vertical>
          <Link to={deviceDetailPath(d.key)}>
            <Typography.Text strong ellipsis style={{ color: 'inherit' }}>
              {seededDeviceName(d.key, d.name)}
            </Typography.Text>
          </Link>
          <Typography.Text type="secondary" ellipsis>
            {d.key}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('field.product'),
      key: 'product',
      width: 140,
      ellipsis: true,
      responsive: ['md'],
      render: (_, d) => seededProductName(d.productKey, d.productName),
    },
    { title: t('common:status'), key: 'status', width: 90, render: (_, d) => <DeviceStatusTag status={d.status} /> },
    {
      title: t('field.latest'),
      key: 'latest',
      minWidth: 160,
      ellipsis: true,
      render: (_, d) => latestSummary(d.latest, tslOf(d.productKey), booleans),
    },
    { title: t('field.lastOnline'), dataIndex: 'lastOnlineTime', width: 170, responsive: ['xl'] },
  ];
}

/** The device table's columns; `tslOf` gives a product's object model once loaded (units, texts). */
export function useDeviceColumns(
  handlers: RowHandlers<DeviceRow> & { onChanged: () => void; tslOf: (productKey: string) => Tsl | null | undefined },
  showProduct: boolean,
): ColumnsType<DeviceRow> {
  const { t } = useTranslation([DEVICE, 'common']);
  const actions = useActionsColumn<DeviceRow>({
    permissions: DEVICE_BUTTONS,
    name: (row) => seededDeviceName(row.key, row.name) || row.key,
    deleteNote: () => t('deleteNote'),
    onEdit: handlers.onEdit,
    onDelete: handlers.onDelete,
  });
  const columns: ColumnsType<DeviceRow> = [
    ...useDeviceSummaryColumns(handlers.tslOf),
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170, responsive: ['xxl'] },
    {
      title: t('status.enabledDone'),
      key: 'enabled',
      width: 80,
      render: (_, d) => <DeviceStatusSwitch row={d} onChanged={handlers.onChanged} />,
    },
    actions,
  ];
  return showProduct ? columns : columns.filter((c) => c.key !== 'product');
}
