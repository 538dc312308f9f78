import type { SysJob, SysJobLog } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { BatchDeleteButton } from '@/components/list-page/BatchDeleteButton';
import { PagedTable } from '@/components/list-page/PagedTable';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { invalidateJobs, jobApi, jobLogsQuery } from '../api';
import { JOB } from '../texts';

/** The runs of a job's method (GFast keys the log by method), newest first, with their result. */
export function JobLogsDialog({ job, onClose }: { job: SysJob | undefined; onClose: () => void }) {
  const { t } = useTranslation([JOB, 'common']);
  const queryClient = useQueryClient();
  // Ten a page: the dialog shows them without scrolling.
  const view = useListPage<object, SysJobLog>({ pageSize: 10 });
  const logs = useQuery({
    ...jobLogsQuery(job?.invokeTarget ?? '', view.page.pageNum, view.page.pageSize),
    enabled: !!job,
    placeholderData: keepPreviousData,
  });
  const rows = logs.data?.list ?? [];
  const total = logs.data?.total ?? 0;
  view.settlePage(logs, rows.length, total);
  const remove = useMutation({
    mutationFn: () => jobApi.deleteLogs(view.selected.map(Number)),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      view.setSelected([]);
      void invalidateJobs(queryClient);
    },
  });
  const columns: TableProps<SysJobLog>['columns'] = [
    { title: t('log.id'), dataIndex: 'id', width: 80 },
    { title: t('log.createdAt'), dataIndex: 'createdAt', width: 170 },
    {
      title: t('field.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: number) => <Tag color={s === 1 ? 'success' : 'error'}>{t(s === 1 ? 'log.ok' : 'log.failed')}</Tag>,
    },
    { title: t('log.duration'), dataIndex: 'duration', width: 120, align: 'right' },
    { title: t('log.result'), dataIndex: 'result', ellipsis: { showTitle: true } },
  ];
  return (
    <Modal
      open={!!job}
      onCancel={onClose}
      // The next job's log starts on its first page with nothing selected.
      afterClose={() => {
        view.setPage((p) => ({ ...p, pageNum: 1 }));
        view.setSelected([]);
      }}
      footer={null}
      width={760}
      title={job ? t('logsTitle', { name: job.jobName }) : ''}
    >
      <Auth value={PERMISSIONS.job.delete}>
        <div style={{ marginBottom: 12 }}>
          <BatchDeleteButton
            count={view.selected.length}
            label={t('log.delete')}
            confirm={t('log.delete')}
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      </Auth>
      <PagedTable<SysJobLog>
        rowKey="id"
        columns={columns}
        rows={rows}
        loading={logs.isFetching}
        {...view.tableProps(total)}
      />
    </Modal>
  );
}
