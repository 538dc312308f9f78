import { PlayCircleOutlined, ProfileOutlined } from '@ant-design/icons';
import type { SysJob } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { ListPage } from '@/components/list-page/ListPage';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { useListPage } from '@/components/list-page/useListPage';
import { statusSwitchColumn } from '@/components/status/statusSwitchColumn';
import { feedback } from '@/lib/feedback';
import { invalidateJobs, jobApi, jobPageQuery } from './api';
import { JobDialog } from './components/JobDialog';
import { JobLogsDialog } from './components/JobLogsDialog';
import { JOB } from './texts';

interface Filters {
  jobName?: string;
  jobGroup?: string;
  status?: 0 | 1;
}

const { job: rules } = PERMISSIONS;

/** Scheduled jobs: search, list, add / edit / delete, start / pause, run once, the job log. */
export function JobPage() {
  const { t } = useTranslation([JOB, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, SysJob>();
  const { selected } = view;
  const [logsOf, setLogsOf] = useState<SysJob>();
  const list = useQuery({
    ...jobPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateJobs(queryClient);
  const remove = useMutation({
    mutationFn: (items: SysJob[]) => jobApi.delete(items.map((r) => r.jobId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.jobId));
      afterChange();
    },
  });
  const run = useMutation({
    mutationFn: (row: SysJob) => jobApi.run(row.jobId),
    onSuccess: () => {
      feedback.message.success(t('runStarted'));
      afterChange();
    },
  });
  const groups = (['DEFAULT', 'SYSTEM'] as const).map((g) => ({ value: g, label: t(`group.${g}`) }));
  const actions = useActionsColumn<SysJob>({
    permissions: rules,
    name: (row) => row.jobName,
    width: 330,
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
    before: (row) => (
      <>
        <Auth value={rules.view}>
          <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => setLogsOf(row)}>
            {t('logs')}
          </Button>
        </Auth>
        <Auth value={rules.run}>
          <Popconfirm
            title={t('runConfirm', { name: row.jobName })}
            onConfirm={() => run.mutateAsync(row).catch(() => undefined)}
          >
            <Button type="link" size="small" icon={<PlayCircleOutlined />}>
              {t('run')}
            </Button>
          </Popconfirm>
        </Auth>
      </>
    ),
  });
  const columns: ColumnsType<SysJob> = [
    { title: t('field.jobId'), dataIndex: 'jobId', width: 80 },
    { title: t('field.jobName'), dataIndex: 'jobName', minWidth: 140, ellipsis: true },
    {
      title: t('field.jobGroup'),
      dataIndex: 'jobGroup',
      width: 100,
      render: (g: string) => groups.find((o) => o.value === g)?.label ?? g,
    },
    { title: t('field.invokeTarget'), dataIndex: 'invokeTarget', minWidth: 160 },
    { title: t('field.cronExpression'), dataIndex: 'cronExpression', width: 150 },
    {
      title: t('field.misfirePolicy'),
      dataIndex: 'misfirePolicy',
      width: 110,
      render: (p: number) => t(p === 2 ? 'policy.2' : 'policy.1'),
    },
    statusSwitchColumn({
      title: t('field.status'),
      width: 90,
      ns: JOB,
      permission: rules.edit,
      name: (row) => row.jobName,
      // GFast's encoding: 0 running (switch on), 1 paused.
      enabled: (row) => row.status === 0,
      change: (row, start) => jobApi.setStatus(row.jobId, start),
      onChanged: afterChange,
    }),
    actions,
  ];
  const selectedRows = rows.filter((r) => selected.includes(r.jobId));

  return (
    <ListPage<Filters, SysJob>
      search={{
        ...view.searchProps,
        name: 'jobSearch',
        fields: [
          { name: 'jobName', label: t('field.jobName') },
          { name: 'jobGroup', label: t('field.jobGroup'), options: groups },
          {
            name: 'status',
            label: t('field.status'),
            options: [
              { value: 0, label: t('running') },
              { value: 1, label: t('paused') },
            ],
          },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24, sm: 12, lg: 6 } },
      }}
      toolbar={{
        add: { permission: rules.add, onClick: () => view.openDialog() },
        batchDelete: {
          permission: rules.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
          onConfirm: () => remove.mutateAsync(selectedRows),
        },
      }}
      rowKey="jobId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      {view.dialogProps && (
        <JobDialog {...view.dialogProps} handlers={list.data?.handlers ?? []} onSaved={afterChange} />
      )}
      <JobLogsDialog job={logsOf} onClose={() => setLogsOf(undefined)} />
    </ListPage>
  );
}
