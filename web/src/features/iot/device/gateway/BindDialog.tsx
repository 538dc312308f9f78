import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { seededDeviceName, seededProductName } from '@/i18n/seeded';
import { productOptionsQuery } from '../api';
import { DEVICE } from '../texts';
import { bindCandidatesQuery, gatewayApi } from './api';

interface Values {
  productKey?: string;
  subKeys: string[];
}

/**
 * Binds sub-devices to a gateway: a sub-device product, then any of its devices no gateway holds yet.
 */
export function BindDialog({ gatewayKey, open, onClose, afterClose, onSaved }: DialogProps & { gatewayKey: string }) {
  const { t } = useTranslation([DEVICE, 'common']);
  const [form] = Form.useForm<Values>();
  const productKey = Form.useWatch('productKey', form);
  const products = useQuery(productOptionsQuery());
  const candidates = useQuery(bindCandidatesQuery(gatewayKey, productKey));
  const subProducts = (products.data ?? []).filter((product) => product.deviceType === '子设备');
  const pick = (field: string) => [{ required: true, message: t('common:pleaseSelect', { field }) }];
  return (
    <FormDialog<Values, string[]>
      open={open}
      onClose={onClose}
      afterClose={afterClose}
      onSaved={onSaved}
      form={form}
      name="bindSubDevices"
      title={t('gateway.bindTitle')}
      initialValues={{ subKeys: [] }}
      toBody={(values) => values.subKeys}
      send={(subKeys) => gatewayApi.bind(gatewayKey, subKeys)}
    >
      <Form.Item name="productKey" label={t('gateway.subProduct')} rules={pick(t('gateway.subProduct'))}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={products.isLoading}
          placeholder={t('gateway.subProduct')}
          notFoundContent={t('gateway.noSubProducts')}
          onChange={() => form.setFieldValue('subKeys', [])}
          options={subProducts.map((product) => ({
            value: product.key,
            label: `${seededProductName(product.key, product.name) || product.key} (${product.key})`,
          }))}
        />
      </Form.Item>
      <Form.Item name="subKeys" label={t('gateway.subDevices')} rules={pick(t('gateway.subDevices'))}>
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!productKey}
          loading={candidates.isFetching}
          placeholder={t('gateway.subDevices')}
          notFoundContent={t('gateway.noCandidates')}
          options={(candidates.data ?? []).map((d) => ({
            value: d.key,
            label: `${seededDeviceName(d.key, d.name) || d.key} (${d.key})`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
