import type { SysConfig } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { configApi, configPageQuery, invalidateConfigs } from './api';
import { ConfigDialog } from './components/ConfigDialog';
import { DottedKey } from './components/DottedKey';
import { CONFIG } from './texts';

interface Filters {
  configName?: string;
  configKey?: string;
  configType?: 0 | 1;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

/** System parameters: search, paged list, add / edit / delete (built-ins are kept by the server). */
export function ConfigPage() {
  const { t } = useTranslation([CONFIG, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, SysConfig>();
  const { selected } = view;
  const list = useQuery({
    ...configPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateConfigs(queryClient);
  const remove = useMutation({
    mutationFn: (items: SysConfig[]) => configApi.delete(items.map((r) => r.configId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.configId));
      afterChange();
    },
  });
  const yesNo = [
    { value: 1, label: t('common:yes') },
    { value: 0, label: t('common:no') },
  ];
  const actions = useActionsColumn<SysConfig>({
    permissions: PERMISSIONS.config,
    name: (row) => row.configName,
    deleteLocked: (row) => (row.configType === 1 ? t('builtInLocked') : undefined),
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  const columns: ColumnsType<SysConfig> = [
    { title: t('field.configName'), dataIndex: 'configName', minWidth: 140, ellipsis: true },
    // Keys wrap only after their dots, never inside a word.
    {
      title: t('field.configKey'),
      dataIndex: 'configKey',
      minWidth: 180,
      render: (key: string) => <DottedKey value={key} />,
    },
    // Values are shown whole (GFast does not cut them either).
    { title: t('field.configValue'), dataIndex: 'configValue', minWidth: 140 },
    {
      title: t('field.configType'),
      dataIndex: 'configType',
      width: 100,
      render: (v: number) => <Tag color={v === 1 ? 'blue' : undefined}>{t(v === 1 ? 'common:yes' : 'common:no')}</Tag>,
    },
    { title: t('common:remark'), dataIndex: 'remark', minWidth: 120, ellipsis: true },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
  const selectedRows = rows.filter((r) => selected.includes(r.configId));

  return (
    <>
      <Alert type="info" showIcon title={t('builtInNote')} style={{ marginBottom: 16 }} />
      <ListPage<Filters, SysConfig>
        search={{
          ...view.searchProps,
          name: 'configSearch',
          fields: [
            { name: 'configName', label: t('field.configName') },
            { name: 'configKey', label: t('field.configKey') },
            { name: 'configType', label: t('field.configType'), options: yesNo },
            {
              name: 'dateRange',
              label: t('field.dateRange'),
              control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
            },
          ],
          cols: { field: { xs: 24, sm: 12, lg: 5 }, buttons: { xs: 24, sm: 12, lg: 4 } },
        }}
        toolbar={{
          add: { permission: PERMISSIONS.config.add, onClick: () => view.openDialog() },
          batchDelete: {
            permission: PERMISSIONS.config.delete,
            label: t('batchDelete'),
            confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
            onConfirm: () => remove.mutateAsync(selectedRows),
          },
        }}
        rowKey="configId"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        {...view.tableProps(total)}
      >
        {view.dialogProps && <ConfigDialog {...view.dialogProps} onSaved={afterChange} />}
      </ListPage>
    </>
  );
}
