import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DescField } from '../DescField';
import { useRules } from '../rules';
import { PRODUCT } from '../texts';
import type { ParamEditorProps } from './paramEditor';
import { toValueType, type ValueTypeForm } from './valueType';
import { ValueTypeFields } from './ValueTypeFields';

interface Values {
  key: string;
  name: string;
  desc: string;
  valueType: ValueTypeForm;
}

/** One parameter (a function's input or output, an event's output, an object's member), in a dialog of its own. */
export function ParamDialog({ param, taken, onSave, onClose }: ParamEditorProps) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  return (
    <Modal
      open
      title={t(param ? 'tsl.param.edit' : 'tsl.param.add')}
      width={640}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      mask={{ closable: false }}
    >
      <Form<Values>
        form={form}
        name="tslParamForm"
        layout="vertical"
        initialValues={{
          key: param?.key ?? '',
          name: param?.name ?? '',
          desc: param?.desc ?? '',
          valueType: param?.valueType ?? { type: 'int' },
        }}
        onFinish={(v) =>
          onSave({
            key: v.key.trim(),
            name: v.name.trim(),
            desc: (v.desc ?? '').trim(),
            valueType: toValueType(v.valueType),
          })
        }
      >
        <Form.Item name="key" label={t('tsl.field.key')} rules={rules.tslKey(t('tsl.field.key'), taken)}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label={t('tsl.field.name')} rules={rules.text(t('tsl.field.name'), 100)}>
          <Input />
        </Form.Item>
        <ValueTypeFields name={['valueType']} />
        <DescField />
      </Form>
    </Modal>
  );
}
