import { useMutation } from '@tanstack/react-query';
import { Form, Input, Modal, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { dictTypeApi, type DictTypeForm, type DictTypeListItem } from '@/api/dict';
import { feedback } from '@/lib/feedback';
import { dictTypePattern, useStatusOptions } from './status';

interface Values {
  dictName: string;
  dictType: string;
  status: string;
  remark: string;
}

interface Props {
  /** The type being edited; absent when adding. */
  row?: DictTypeListItem;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  /** Called with the type names the change touched (old and new). */
  onSaved: (types: string[]) => void;
}

/** Add or edit a dictionary type; a refused save keeps the dialog and its input. */
export function TypeDialog({ row, open, onClose, afterClose, onSaved }: Props) {
  const { t } = useTranslation(['dict', 'common']);
  const [form] = Form.useForm<Values>();
  const statusOptions = useStatusOptions();
  const save = useMutation({
    mutationFn: (body: DictTypeForm) =>
      row ? dictTypeApi.edit({ ...body, dictId: row.dictId }) : dictTypeApi.add(body),
    onSuccess: (_, body) => {
      feedback.message.success(t('common:saved'));
      onSaved(row ? [row.dictType, body.dictType] : [body.dictType]);
      onClose();
    },
  });
  const submit = (v: Values) =>
    save.mutate({
      dictName: v.dictName.trim(),
      dictType: v.dictType.trim(),
      status: Number(v.status),
      remark: (v.remark ?? '').trim(),
    });

  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field }),
  });
  const max = (field: string, n: number): Rule => ({ max: n, message: t('max', { field, max: n }) });
  return (
    <Modal
      open={open}
      title={t(row ? 'type.edit' : 'type.add')}
      onCancel={onClose}
      afterClose={afterClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: save.isPending }}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        name="dictTypeForm"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          dictName: row?.dictName ?? '',
          dictType: row?.dictType ?? '',
          status: String(row?.status ?? 1),
          remark: row?.remark ?? '',
        }}
      >
        <Form.Item
          name="dictName"
          label={t('type.dictName')}
          rules={[required(t('type.dictName')), max(t('type.dictName'), 100)]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={t('type.dictType')}
          rules={[
            required(t('type.dictType')),
            max(t('type.dictType'), 100),
            { pattern: dictTypePattern, message: t('type.dictTypeRule') },
          ]}
        >
          <Input placeholder="sys_example" />
        </Form.Item>
        <Form.Item name="status" label={t('common:status')} rules={[{ required: true }]}>
          <Radio.Group options={statusOptions.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('common:remark')} rules={[max(t('common:remark'), 500)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
