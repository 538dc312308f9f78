import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Table, Typography, Upload } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What an import answers: rows stored, rows refused and why (row numbers count the header as 1). */
export interface ImportReport {
  success: number;
  fail: number;
  errors?: { row: number; key?: string; message: string }[] | null;
}

interface Props {
  open?: boolean;
  title: string;
  /** The form's name: its fields' ids. */
  name: string;
  /** What the file holds (its columns), under the file field. */
  hint: string;
  /** Saves a template of the file. */
  onTemplate: () => void;
  /** Sends the file; answers with the report. */
  send: (file: File) => Promise<ImportReport>;
  /** Where refused rows carry a key, the title of its column. */
  keyTitle?: string;
  /** Fields asked before the file (the device import's product), told whether Import was tried. */
  fields?: (tried: boolean) => ReactNode;
  /** Whether those fields are complete: Import sends nothing until they are. */
  ready?: boolean;
  onClose: () => void;
  afterClose?: () => void;
  /** Some rows went in: the list is read again. */
  onImported: () => void;
}

/**
 * Rows from an XLSX or CSV file: the file is kept here and sent on Import (not uploaded on choice),
 * then the report shows how many went in and which rows were refused and why.
 */
export function ImportDialog({ open = true, fields, ready = true, ...props }: Props) {
  const { t } = useTranslation('common');
  const [file, setFile] = useState<File>();
  const [tried, setTried] = useState(false);
  const run = useMutation({
    mutationFn: props.send,
    onSuccess: (report) => {
      if (report.success > 0) props.onImported();
    },
  });
  const report = run.data;
  const submit = () => {
    setTried(true);
    if (file && ready) run.mutate(file);
  };
  return (
    <Modal
      open={open}
      title={props.title}
      width={640}
      onCancel={props.onClose}
      afterClose={props.afterClose}
      okText={t('import.submit')}
      cancelText={t('cancel')}
      onOk={submit}
      okButtonProps={{ loading: run.isPending }}
      mask={{ closable: false }}
    >
      <Form layout="vertical" name={props.name}>
        {fields?.(tried)}
        <Form.Item
          label={t('import.file')}
          required
          validateStatus={tried && !file ? 'error' : undefined}
          help={tried && !file ? t('import.noFile') : props.hint}
        >
          <Upload.Dragger
            accept=".xlsx,.csv"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              run.reset();
              return false;
            }}
            onRemove={() => setFile(undefined)}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('import.drop')}</p>
          </Upload.Dragger>
        </Form.Item>
        <Button icon={<DownloadOutlined />} onClick={props.onTemplate} style={{ marginBottom: 16 }}>
          {t('import.template')}
        </Button>
      </Form>
      {report && <ImportOutcome report={report} keyTitle={props.keyTitle} />}
    </Modal>
  );
}

/** How many rows went in, and a table of the refused ones. */
function ImportOutcome({ report, keyTitle }: { report: ImportReport; keyTitle?: string }) {
  const { t } = useTranslation('common');
  const refused = report.errors ?? [];
  return (
    <Flex vertical gap={12}>
      <Alert
        type={report.fail > 0 ? 'warning' : 'success'}
        showIcon
        title={t('import.done', { success: report.success, fail: report.fail })}
      />
      {refused.length > 0 && (
        <Table
          size="small"
          rowKey={(e) => `${e.row}-${e.key ?? ''}`}
          dataSource={refused}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('import.row'), dataIndex: 'row', width: 70 },
            ...(keyTitle ? [{ title: keyTitle, dataIndex: 'key', width: 160, ellipsis: true }] : []),
            {
              title: t('import.reason'),
              dataIndex: 'message',
              render: (message: string) => <Typography.Text type="danger">{message}</Typography.Text>,
            },
          ]}
        />
      )}
    </Flex>
  );
}
