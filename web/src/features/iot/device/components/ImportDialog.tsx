import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Select, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/saveFile';
import { keyedOptions } from '@/lib/keyedOptions';
import type { DeviceImportResult } from '@iot/contract';
import { deviceApi, productOptionsQuery } from '../api';
import { DEVICE } from '../texts';

/** The columns the server reads (§6.5), with one example row. */
const TEMPLATE = 'name,key,desc,version,lng,lat,onlineTimeout\r\n温湿度传感器 1,th_0101,,1.0.0,121.47,31.23,60\r\n';

/** A CSV template made here, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export function downloadTemplate() {
  saveFile(new Blob(['\uFEFF', TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'devices-template.csv');
}

interface Props {
  open: boolean;
  /** The product chosen beforehand (the product page's list), else the user picks one. */
  productKey?: string;
  onClose: () => void;
  afterClose: () => void;
  onImported: () => void;
}

/** Import devices of one product from an XLSX or CSV file; shows which rows were refused and why. */
export function ImportDialog({ open, productKey: fixedProduct, onClose, afterClose, onImported }: Props) {
  const { t } = useTranslation([DEVICE, 'common']);
  const products = useQuery(productOptionsQuery());
  const [productKey, setProductKey] = useState(fixedProduct);
  const [file, setFile] = useState<File>();
  const [tried, setTried] = useState(false);
  const run = useMutation({
    mutationFn: () => deviceApi.import(productKey!, file!),
    onSuccess: (result) => {
      if (result.success > 0) onImported();
    },
  });
  const result: DeviceImportResult | undefined = run.data;
  const submit = () => {
    setTried(true);
    if (productKey && file) run.mutate();
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      width={640}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('import.submit')}
      cancelText={t('common:cancel')}
      onOk={submit}
      okButtonProps={{ loading: run.isPending }}
      mask={{ closable: false }}
    >
      <Form layout="vertical" name="deviceImport">
        <Form.Item
          label={t('field.product')}
          required
          validateStatus={tried && !productKey ? 'error' : undefined}
          help={tried && !productKey ? t('common:pleaseSelect', { field: t('field.product') }) : undefined}
        >
          <Select
            value={productKey}
            onChange={setProductKey}
            disabled={!!fixedProduct}
            aria-label={t('field.product')}
            placeholder={t('common:pleaseSelect', { field: t('field.product') })}
            options={keyedOptions(products.data)}
          />
        </Form.Item>
        <Form.Item
          label={t('import.file')}
          required
          validateStatus={tried && !file ? 'error' : undefined}
          help={tried && !file ? t('import.noFile') : t('import.hint')}
        >
          <Upload.Dragger
            accept=".xlsx,.csv"
            maxCount={1}
            // Kept here and sent with the product on "Import", not uploaded on choice.
            beforeUpload={(f) => {
              setFile(f);
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
        <Button icon={<DownloadOutlined />} onClick={downloadTemplate} style={{ marginBottom: 16 }}>
          {t('import.template')}
        </Button>
      </Form>
      {result && (
        <Flex vertical gap={12}>
          <Alert
            type={result.fail > 0 ? 'warning' : 'success'}
            showIcon
            title={t('import.done', { success: result.success, fail: result.fail })}
          />
          {(result.errors?.length ?? 0) > 0 && (
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.key}`}
              dataSource={result.errors ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('import.row'), dataIndex: 'row', width: 70 },
                { title: t('import.key'), dataIndex: 'key', width: 160, ellipsis: true },
                {
                  title: t('import.message'),
                  dataIndex: 'message',
                  render: (m: string) => <Typography.Text type="danger">{m}</Typography.Text>,
                },
              ]}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
