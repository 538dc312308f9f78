import type { AlarmLogRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { CheckCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { seededDeviceName, seededProductName } from '@/i18n/seeded';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { LevelTag } from '../levels';
import { ALARM } from '../texts';
import { LogStatusTag } from './status';

interface Handlers {
  onView: (row: AlarmLogRow) => void;
  onHandle: (row: AlarmLogRow) => void;
  /** Columns a narrowed log does not need (a device's page: its product and itself). */
  omit?: ('product' | 'device')[];
}

/** An alarm's data as `key: value` pairs (the detail shows the JSON whole); anything else as it came. */
export function dataPairs(data: string): string {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .map(([key, v]) => `${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
        .join(', ');
  } catch {
    // not JSON: shown as it came
  }
  return data;
}

/** The alarm log's columns; Handle shows on open alarms to holders of its permission. */
export function useLogColumns({ onView, onHandle, omit = [] }: Handlers): ColumnsType<AlarmLogRow> {
  const { t } = useTranslation([ALARM, 'common']);
  const pin = useWidthAtLeast(NARROW_WIDTH);
  // Key columns first (when, how bad, whether it is still open, what and where), the rest narrow and
  // cut with a tooltip; at 1366 px beside the menu the last ones slide under the pinned actions.
  const columns: ColumnsType<AlarmLogRow> = [
    { title: t('field.time'), dataIndex: 'createdAt', width: 160 },
    { title: t('field.level'), dataIndex: 'level', width: 90, render: (level: number) => <LevelTag level={level} /> },
    { title: t('field.status'), dataIndex: 'status', width: 90, render: (s: number) => <LogStatusTag status={s} /> },
    { title: t('field.rule'), dataIndex: 'ruleName', minWidth: 120, ellipsis: true },
    {
      title: t('field.device'),
      key: 'device',
      minWidth: 110,
      ellipsis: true,
      render: (_, row) => (row.devcie ? seededDeviceName(row.devcie.key, row.devcie.name) : row.deviceKey),
    },
    {
      title: t('field.product'),
      key: 'product',
      minWidth: 110,
      ellipsis: true,
      render: (_, row) => (row.product ? seededProductName(row.product.key, row.product.name) : row.productKey),
    },
    {
      title: t('field.data'),
      dataIndex: 'data',
      minWidth: 120,
      ellipsis: { showTitle: false },
      render: (data: string) => {
        const pairs = dataPairs(data ?? '');
        return (
          <Tooltip title={pairs} placement="topLeft">
            <span>{pairs}</span>
          </Tooltip>
        );
      },
    },
    { title: t('field.count'), dataIndex: 'count', width: 60, align: 'right' },
    { title: t('field.lastAt'), dataIndex: 'lastAt', width: 160 },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 170,
      fixed: pin ? 'right' : undefined,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onView(row)}>
            {t('log.view')}
          </Button>
          {row.status === 0 && (
            <Auth value={PERMISSIONS.alarm.logHandle}>
              <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => onHandle(row)}>
                {t('log.handle')}
              </Button>
            </Auth>
          )}
        </Space>
      ),
    },
  ];
  return columns.filter((c) => !omit.includes(c.key as 'product' | 'device'));
}
