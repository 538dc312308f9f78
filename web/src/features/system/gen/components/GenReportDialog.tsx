import type { CodegenWriteResult } from '@iot/contract';
import { Alert, Flex, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '@/components/section-title/SectionTitle';
import { GEN } from '../texts';

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', wordBreak: 'break-all' } as const;

/** What a generation with CODEGEN_WRITE=on did: the files written, those skipped and why, the menus added. */
export function GenReportDialog({ report, onClose }: { report: CodegenWriteResult | undefined; onClose: () => void }) {
  const { t } = useTranslation([GEN, 'common']);
  const written = report?.written.map((path) => ({ path, reason: '' })) ?? [];
  const skipped = report?.skipped ?? [];
  return (
    <Modal open={!!report} title={t('report.title')} width={760} onCancel={onClose} footer={null}>
      {report && (
        <Flex vertical gap={12}>
          <Alert
            type={skipped.length ? 'warning' : 'success'}
            showIcon
            title={t('report.summary', { written: written.length, skipped: skipped.length })}
            description={skipped.length ? t('report.skippedHint') : undefined}
          />
          <FileTable title={t('report.written')} rows={written} />
          <FileTable title={t('report.skipped')} rows={skipped} withReason />
          {report.menus.length > 0 && (
            <>
              <SectionTitle style={{ margin: 0 }}>
                {t('report.menus')} ({report.menus.length})
              </SectionTitle>
              <Typography.Paragraph style={mono}>{report.menus.join(', ')}</Typography.Paragraph>
            </>
          )}
        </Flex>
      )}
    </Modal>
  );
}

/** One list of the report (written, skipped): its title with the count, and the files. */
function FileTable({
  title,
  rows,
  withReason,
}: {
  title: string;
  rows: { path: string; reason?: string }[];
  withReason?: boolean;
}) {
  const { t } = useTranslation(GEN);
  return (
    <>
      <SectionTitle style={{ margin: 0 }}>
        {title} ({rows.length})
      </SectionTitle>
      <Table
        rowKey="path"
        size="small"
        pagination={false}
        scroll={{ y: 240 }}
        aria-label={title}
        dataSource={rows}
        locale={{ emptyText: t('report.none') }}
        columns={[
          { title: t('report.path'), dataIndex: 'path', render: (p: string) => <span style={mono}>{p}</span> },
          ...(withReason ? [{ title: t('report.reason'), dataIndex: 'reason', width: '40%' }] : []),
        ]}
      />
    </>
  );
}
