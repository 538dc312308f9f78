import type { ConfigAddBody, SysConfig } from '@iot/contract';
import { configAddBody } from '@iot/contract/config';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { configApi } from '../api';
import { CONFIG } from '../texts';

const fields = configAddBody.shape;

interface Values {
  configName: string;
  configKey: string;
  configValue: string;
  configType: 0 | 1;
  remark: string;
}

interface Props extends DialogProps {
  /** The parameter being edited; absent when adding. */
  row?: SysConfig;
}

/** Add or edit a parameter; the value is a text area (GFast's one-line box cuts long values). */
export function ConfigDialog({ row, ...dialog }: Props) {
  const { t } = useTranslation([CONFIG, 'common']);
  const rules = useFieldRules(`${CONFIG}:max`);
  const label = (key: 'configName' | 'configKey' | 'configValue') => t(`field.${key}`);
  return (
    <FormDialog<Values, ConfigAddBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={600}
      name="configForm"
      initialValues={{
        configName: row?.configName ?? '',
        configKey: row?.configKey ?? '',
        configValue: row?.configValue ?? '',
        configType: row?.configType === 1 ? 1 : 0,
        remark: row?.remark ?? '',
      }}
      toBody={(v) => ({
        configName: v.configName.trim(),
        configKey: v.configKey.trim(),
        configValue: v.configValue.trim(),
        configType: v.configType,
        remark: (v.remark ?? '').trim(),
      })}
      send={(body) => (row ? configApi.edit({ ...body, configId: row.configId }) : configApi.add(body))}
    >
      <Form.Item name="configName" label={label('configName')} rules={rules(fields.configName, label('configName'))}>
        <Input />
      </Form.Item>
      <Form.Item name="configKey" label={label('configKey')} rules={rules(fields.configKey, label('configKey'))}>
        <Input placeholder="sys.uploadFile.fileSize" />
      </Form.Item>
      <Form.Item
        name="configValue"
        label={label('configValue')}
        rules={rules(fields.configValue, label('configValue'))}
      >
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="configType" label={t('field.configType')}>
        <Radio.Group
          options={[
            { value: 1, label: t('common:yes') },
            { value: 0, label: t('common:no') },
          ]}
        />
      </Form.Item>
      <RemarkField schema={fields.remark} rules={rules} rows={3} />
    </FormDialog>
  );
}
