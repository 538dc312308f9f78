import type { DeviceType, ProductRow } from '@iot/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { newAccessToken } from '@/components/credentials/CredentialInputs';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { CategorySelect } from '../category/CategorySelect';
import { productApi, type ProductBody } from '../api';
import { DescField } from '../DescField';
import { NameField } from '../NameField';
import { useRules } from '../rules';
import { PRODUCT } from '../texts';
import { AuthFields } from './AuthFields';
import { IconUpload } from './IconUpload';
import { useDeviceTypeOptions } from './labels';

/** SagooIoT's transport protocols (dict network_server_type). */
const TRANSPORTS = ['mqtt_server', 'tcp', 'udp', 'http', 'websocket'] as const;
/** The built-in message protocol; plugins are not offered. */
const MESSAGE_PROTOCOLS = ['SagooMqtt'] as const;

type Values = Omit<ProductBody, 'categoryId' | 'deviceType'> & {
  categoryId?: number;
  deviceType?: DeviceType;
};

interface Props extends Omit<DialogProps, 'onSaved'> {
  row?: ProductRow;
  /** After the server took the product (its key is `body.key`). */
  onSaved: (body: ProductBody) => void;
}

const half = { xs: 24, sm: 12 };
const trim = (s: string | undefined) => (s ?? '').trim();

/** Add or edit a product (§4 ProductForm); the key is fixed once made. */
export function ProductDialog({ row, ...dialog }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const rules = useRules();
  const typeOptions = useDeviceTypeOptions();
  return (
    <FormDialog<Values, ProductBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={760}
      name="productForm"
      scrollToFirstError
      initialValues={{
        key: row?.key ?? '',
        name: row?.name ?? '',
        categoryId: row?.categoryId || undefined,
        deviceType: row?.deviceType,
        messageProtocol: row?.messageProtocol || 'SagooMqtt',
        transportProtocol: row?.transportProtocol || 'mqtt_server',
        // A new product's devices use a token until told otherwise.
        authType: row ? row.authType || 1 : 2,
        authUser: row?.authUser ?? '',
        authPasswd: row?.authPasswd ?? '',
        accessToken: row ? row.accessToken : newAccessToken(),
        icon: row?.icon ?? '',
        desc: row?.desc ?? '',
      }}
      toBody={(v) => ({
        key: trim(v.key),
        name: trim(v.name),
        categoryId: v.categoryId ?? 0,
        deviceType: v.deviceType as DeviceType,
        messageProtocol: v.messageProtocol,
        transportProtocol: v.transportProtocol,
        authType: v.authType,
        // Only the chosen way's credentials; the others keep what was stored.
        authUser: v.authType === 1 ? trim(v.authUser) : (row?.authUser ?? ''),
        authPasswd: v.authType === 1 ? (v.authPasswd ?? '') : (row?.authPasswd ?? ''),
        accessToken: v.authType === 2 ? trim(v.accessToken) : (row?.accessToken ?? ''),
        icon: v.icon ?? '',
        desc: trim(v.desc),
      })}
      send={(body) => (row ? productApi.edit(body) : productApi.add(body))}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="key"
            label={t('field.key')}
            rules={rules.key(t('field.key'))}
            extra={row ? undefined : t('keyHint')}
          >
            <Input disabled={!!row} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <NameField label={t('field.name')} />
        </Col>
        <Col {...half}>
          <Form.Item name="categoryId" label={t('field.category')} rules={[rules.picked(t('field.category'))]}>
            <CategorySelect />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="deviceType" label={t('field.deviceType')} rules={[rules.picked(t('field.deviceType'))]}>
            <Select options={typeOptions} placeholder={t('common:pleaseSelect', { field: t('field.deviceType') })} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="messageProtocol"
            label={t('field.messageProtocol')}
            rules={[rules.picked(t('field.messageProtocol'))]}
          >
            <Select options={MESSAGE_PROTOCOLS.map((p) => ({ value: p, label: p }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="transportProtocol"
            label={t('field.transportProtocol')}
            rules={[rules.picked(t('field.transportProtocol'))]}
          >
            <Select options={TRANSPORTS.map((p) => ({ value: p, label: t(`transport.${p}`) }))} />
          </Form.Item>
        </Col>
        <AuthFields />
        <Col span={24}>
          <Form.Item name="icon" label={t('field.icon')}>
            <IconUpload />
          </Form.Item>
        </Col>
        <Col span={24}>
          <DescField rows={3} counted />
        </Col>
      </Row>
    </FormDialog>
  );
}
