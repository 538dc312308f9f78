import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog as FileImportDialog } from '@/components/import-dialog';
import { saveFile } from '@/lib/saveFile';
import { keyedOptions } from '@/lib/keyedOptions';
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
export function ImportDialog({ productKey: fixedProduct, ...dialog }: Props) {
  const { t } = useTranslation([DEVICE, 'common']);
  const products = useQuery(productOptionsQuery());
  const [productKey, setProductKey] = useState(fixedProduct);
  const productLabel = t('field.product');
  return (
    <FileImportDialog
      {...dialog}
      title={t('import.title')}
      name="deviceImport"
      hint={t('import.hint')}
      keyTitle={t('import.key')}
      onTemplate={downloadTemplate}
      send={(file) => deviceApi.import(productKey!, file)}
      ready={!!productKey}
      fields={(tried) => (
        <Form.Item
          label={productLabel}
          required
          validateStatus={tried && !productKey ? 'error' : undefined}
          help={tried && !productKey ? t('common:pleaseSelect', { field: productLabel }) : undefined}
        >
          <Select
            value={productKey}
            onChange={setProductKey}
            disabled={!!fixedProduct}
            aria-label={productLabel}
            placeholder={t('common:pleaseSelect', { field: productLabel })}
            options={keyedOptions(products.data)}
          />
        </Form.Item>
      )}
    />
  );
}
