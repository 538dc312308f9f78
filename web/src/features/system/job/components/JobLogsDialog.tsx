import type { SysJob, SysJobLog } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Table, Tag } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { feedback } from '@/lib/feedback';
import { invalidateJobs, jobApi, jobLogsQuery } from '../api';
import { JOB } from '../texts';

const PAGE_SIZE = 10;

/** The runs of a job's method (GFast keys the log by method), newest first, with their result. */
export function JobLogsDialog({ job, onClose }: { job: SysJob | undefined; onClose: () => void }) {
  const { t } = useTranslation([JOB, 'common']);
  const queryClient = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<Key[]>([]);
  const logs = useQuery({
    ...jobLogsQuery(job?.invokeTarget ?? '', pageNum, PAGE_SIZE),
    enabled: !!job,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: () => jobApi.deleteLogs(selected.map(Number)),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      setSelected([]);
      void invalidateJobs(queryClient);
    },
  });
  return (
    <Modal
      open={!!job}
      onCancel={onClose}
      afterClose={() => {
        setPageNum(1);
        setSelected([]);
      }}
      footer={null}
      width={760}
      title={job ? t('logsTitle', { name: job.jobName }) : ''}
    >
      <Auth value={PERMISSIONS.job.delete}>
        <Popconfirm title={t('log.delete')} okButtonProps={{ danger: true }} onConfirm={() => remove.mutateAsync()}>
          <Button danger disabled={!selected.length} style={{ marginBottom: 12 }}>
            {t('log.delete')}
          </Button>
        </Popconfirm>
      </Auth>
      <Table<SysJobLog>
        rowKey="id"
        size="small"
        loading={logs.isFetching}
        dataSource={logs.data?.list ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: logs.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('log.id'), dataIndex: 'id', width: 80 },
          { title: t('log.createdAt'), dataIndex: 'createdAt', width: 170 },
          {
            title: t('field.status'),
            dataIndex: 'status',
            width: 90,
            render: (s: number) => (
              <Tag color={s === 1 ? 'success' : 'error'}>{t(s === 1 ? 'log.ok' : 'log.failed')}</Tag>
            ),
          },
          { title: t('log.duration'), dataIndex: 'duration', width: 110, align: 'right' },
          { title: t('log.result'), dataIndex: 'result', ellipsis: { showTitle: true } },
        ]}
      />
    </Modal>
  );
}
