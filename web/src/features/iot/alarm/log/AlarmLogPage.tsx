import type { AlarmLogRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { CheckCircleOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { productOptionsQuery } from '@/features/iot/product';
import { keyedOptions } from '@/lib/keyedOptions';
import { invalidateAlarms, logPageQuery } from '../api';
import { useLevels } from '../levels';
import { ALARM } from '../texts';
import { HandleDialog } from './HandleDialog';
import { LogDetailDrawer } from './LogDetailDrawer';
import { useLogStatus } from './status';
import { useLogColumns } from './useLogColumns';

interface Filters {
  level?: number;
  status?: number;
  productKey?: string;
  deviceKey?: string;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

/** A product's or a device's alarms: the filter the page keeps fixed (and does not offer). */
export interface AlarmLogFixed {
  productKey?: string;
  deviceKey?: string;
}

/**
 * The alarm log: search, the detail of an alarm, and closing alarms one by one or the selected ones.
 * `fixed` narrows it to a product or a device (their pages' alarm tab).
 */
export function AlarmLogPage({ fixed = {} }: { fixed?: AlarmLogFixed }) {
  const { t } = useTranslation([ALARM, 'common']);
  const queryClient = useQueryClient();
  const levels = useLevels();
  const status = useLogStatus();
  const view = useListPage<Filters, AlarmLogRow>();
  const { selected } = view;
  const [viewing, setViewing] = useState<AlarmLogRow>();
  // The alarms the handle dialog closes, while it is mounted (kept while it animates closed).
  const [handling, setHandling] = useState<{ rows: AlarmLogRow[]; open: boolean } | null>(null);

  // A device's log needs no product filter: the device has one product.
  const narrowed = Boolean(fixed.productKey || fixed.deviceKey);
  const products = useQuery({ ...productOptionsQuery(), enabled: !narrowed });
  const list = useQuery({
    ...logPageQuery({ ...view.request, ...fixed }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.Total ?? 0;
  view.settlePage(list, rows.length, total);

  const columns = useLogColumns({
    onView: setViewing,
    onHandle: (row) => setHandling({ rows: [row], open: true }),
    omit: fixed.deviceKey ? ['product', 'device'] : [],
  });
  // Only open alarms can be closed; the server skips the others, so they are not sent.
  const selectedOpen = rows.filter((r) => selected.includes(r.id) && r.status === 0);

  return (
    <ListPage<Filters, AlarmLogRow>
      search={{
        ...view.searchProps,
        name: 'alarmLogSearch',
        fields: [
          { name: 'level', label: t('field.level'), options: levels.options },
          { name: 'status', label: t('field.status'), options: status.options },
          ...(narrowed
            ? []
            : [
                {
                  name: 'productKey' as const,
                  label: t('field.product'),
                  options: keyedOptions(products.data),
                },
              ]),
          ...(fixed.deviceKey ? [] : [{ name: 'deviceKey' as const, label: t('field.deviceKey') }]),
          {
            name: 'dateRange',
            label: t('field.dateRange'),
            col: { xs: 24, sm: 12, xl: 6 },
            control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
          },
        ],
        cols: { field: { xs: 24, sm: 12, xl: 4 }, buttons: { xs: 24, sm: 12, xl: 6 } },
      }}
      toolbar={{
        extra: (
          <Auth value={PERMISSIONS.alarm.logHandle}>
            <Button
              icon={<CheckCircleOutlined />}
              disabled={!selectedOpen.length}
              onClick={() => setHandling({ rows: selectedOpen, open: true })}
            >
              {t('log.clear')}
            </Button>
          </Auth>
        ),
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      <LogDetailDrawer row={viewing} onClose={() => setViewing(undefined)} />
      {handling && (
        <HandleDialog
          rows={handling.rows}
          open={handling.open}
          onClose={() => setHandling((h) => h && { ...h, open: false })}
          afterClose={() => setHandling(null)}
          onSaved={() => {
            view.unselect(handling.rows.map((r) => r.id));
            void invalidateAlarms(queryClient);
          }}
        />
      )}
    </ListPage>
  );
}
