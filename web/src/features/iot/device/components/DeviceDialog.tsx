import type { DeviceRow } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { DEVICE_KEY_PATTERN } from '@iot/contract/patterns';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Col, Divider, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { keyedOptions } from '@/lib/keyedOptions';
import { deviceApi, deviceDetailQuery, productOptionsQuery, type DeviceBody, type DeviceTagInput } from '../api';
import { DEVICE } from '../texts';
import { CredentialFields } from './CredentialFields';
import { TagsEditor } from './TagsEditor';

interface Values {
  productKey?: string;
  key: string;
  name: string;
  desc?: string;
  version?: string;
  lng?: string;
  lat?: string;
  address?: string;
  onlineTimeout?: number | null;
  authType: number;
  authUser?: string;
  authPasswd?: string;
  accessToken?: string;
  tags?: DeviceTagInput[];
  /** Add only: the device is added enabled (it can connect at once). */
  enabled?: boolean;
}

interface Props extends DialogProps {
  /** The device being edited; absent when adding. */
  row?: DeviceRow;
  /** A new device's product, fixed (the product page's device list). */
  productKey?: string;
}

const half = { xs: 24, sm: 12 };
const trim = (s: string | undefined) => (s ?? '').trim();
const inRange = (min: number, max: number, message: string): Rule => ({
  validator: async (_, value: string | undefined) => {
    if (!trim(value)) return;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min || n > max) throw new Error(message);
  },
});

/** The add dialog's enable switch, with its state in words beside it ("Enabled" / "Disabled"). */
function EnabledSwitch({
  id,
  checked,
  onChange,
  disabled,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(DEVICE);
  const on = !!checked && !disabled;
  return (
    <Flex align="center" gap={8}>
      <Switch id={id} checked={on} disabled={disabled} onChange={onChange} />
      <Typography.Text>{t(on ? 'status.enabled' : 'status.disabled')}</Typography.Text>
    </Flex>
  );
}

/**
 * Add or edit a device: product (add only), key (add only), name, place, timeout, credentials, tags.
 * A new device is added enabled unless its switch is turned off (or its product is not published
 * yet, or the user may not enable devices): it can connect at once.
 */
export function DeviceDialog({ row, productKey, ...dialog }: Props) {
  const { t } = useTranslation([DEVICE, 'common']);
  const { has } = usePermission();
  const products = useQuery({ ...productOptionsQuery(), enabled: !row });
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('productKey', form) ?? productKey;
  // The product list holds the published products only: another product is not published (yet).
  const unpublished = !!chosen && products.isSuccess && !products.data.some((p) => p.key === chosen);
  const mayEnable = has(PERMISSIONS.device.status);
  const canEnable = mayEnable && !unpublished;
  const full = useQuery(deviceDetailQuery(row?.key));
  const d = full.data;
  const required = (label: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field: label }),
  });
  const max = (field: string, n: number): Rule => ({ max: n, message: t('format.max', { field, max: n }) });

  const toBody = (v: Values): DeviceBody => ({
    key: row ? row.key : trim(v.key),
    name: trim(v.name),
    ...(row ? {} : { productKey: v.productKey }),
    desc: trim(v.desc),
    version: trim(v.version),
    lng: trim(v.lng),
    lat: trim(v.lat),
    address: trim(v.address),
    onlineTimeout: v.onlineTimeout ?? 0,
    authType: v.authType,
    authUser: v.authType === 1 ? trim(v.authUser) : '',
    authPasswd: v.authType === 1 ? (v.authPasswd ?? '') : '',
    accessToken: v.authType === 2 ? trim(v.accessToken) : '',
    tags: (v.tags ?? []).map((tag) => ({ key: trim(tag.key), name: trim(tag.name), value: trim(tag.value) })),
    ...(row ? {} : { status: v.enabled && canEnable ? 1 : 0 }),
  });
  const send = (body: DeviceBody) => (row ? deviceApi.edit(body) : deviceApi.add(body));

  return (
    <FormDialog<Values, DeviceBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={760}
      name="deviceForm"
      form={form}
      scrollToFirstError
      initialValues={{
        productKey: productKey,
        key: d?.key ?? '',
        name: d?.name ?? '',
        desc: d?.desc ?? '',
        version: d?.version ?? '',
        lng: d?.lng ?? '',
        lat: d?.lat ?? '',
        address: d?.address ?? '',
        onlineTimeout: d?.onlineTimeout ?? 0,
        authType: d?.authType ?? 0,
        authUser: d?.authUser ?? '',
        authPasswd: d?.authPasswd ?? '',
        accessToken: d?.accessToken ?? '',
        tags: (d?.tags ?? []).map(({ key, name, value }) => ({ key, name, value })),
        enabled: true,
      }}
      toBody={toBody}
      send={send}
      ready={row === undefined || !!d}
      loading={full.isLoading}
    >
      <Row gutter={16}>
        <Col {...half}>
          {row ? (
            <Form.Item label={t('field.product')}>
              <Input disabled value={row.productName} aria-label={t('field.product')} />
            </Form.Item>
          ) : (
            <Form.Item
              name="productKey"
              label={t('field.product')}
              rules={[{ required: true, message: t('common:pleaseSelect', { field: t('field.product') }) }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={!!productKey}
                loading={products.isLoading}
                placeholder={t('common:pleaseSelect', { field: t('field.product') })}
                options={keyedOptions(products.data)}
              />
            </Form.Item>
          )}
        </Col>
        <Col {...half}>
          <Form.Item
            name="key"
            label={t('field.key')}
            rules={row ? [] : [required(t('field.key')), { pattern: DEVICE_KEY_PATTERN, message: t('format.key') }]}
          >
            <Input disabled={!!row} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="name" label={t('field.name')} rules={[required(t('field.name')), max(t('field.name'), 100)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="version" label={t('field.version')} rules={[max(t('field.version'), 64)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="lng" label={t('field.lng')} rules={[inRange(-180, 180, t('format.lng'))]}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="lat" label={t('field.lat')} rules={[inRange(-90, 90, t('format.lat'))]}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="address" label={t('field.address')} rules={[max(t('field.address'), 255)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="onlineTimeout" label={t('field.onlineTimeout')} extra={t('field.onlineTimeoutHint')}>
            <InputNumber min={0} max={86400} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {!row && mayEnable && (
          <Col {...half}>
            <Form.Item
              name="enabled"
              label={t('common:status')}
              valuePropName="checked"
              extra={unpublished ? t('enableOnAdd.unpublished') : undefined}
            >
              <EnabledSwitch disabled={!canEnable} />
            </Form.Item>
          </Col>
        )}
        <CredentialFields />
        <Col xs={24}>
          <Form.Item name="desc" label={t('field.desc')} rules={[max(t('field.desc'), 200)]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Divider titlePlacement="start" plain>
            {t('field.tags')}
          </Divider>
          <TagsEditor />
        </Col>
      </Row>
    </FormDialog>
  );
}
