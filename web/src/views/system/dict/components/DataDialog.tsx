import { useMutation } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { dictDataApi, type DictDataForm, type SysDictData } from '@/api/dict';
import { feedback } from '@/lib/feedback';
import { listClasses, tagColor, useStatusOptions } from './status';

interface Values {
  dictLabel: string;
  dictValue: string;
  dictSort: number | null;
  cssClass: string;
  listClass: string;
  isDefault: number;
  status: string;
  remark: string;
}

interface Props {
  dictType: string;
  /** The item being edited; absent when adding. */
  row?: SysDictData;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSaved: () => void;
}

/** Add or edit one item of a dictionary type; a refused save keeps the dialog and its input. */
export function DataDialog({ dictType, row, open, onClose, afterClose, onSaved }: Props) {
  const { t } = useTranslation(['dict', 'common']);
  const [form] = Form.useForm<Values>();
  const statusOptions = useStatusOptions();
  const save = useMutation({
    mutationFn: (body: DictDataForm) =>
      row ? dictDataApi.edit({ ...body, dictCode: row.dictCode }) : dictDataApi.add(body),
    onSuccess: () => {
      feedback.message.success(t('common:saved'));
      onSaved();
      onClose();
    },
  });
  const submit = (v: Values) =>
    save.mutate({
      dictType,
      dictLabel: v.dictLabel.trim(),
      dictValue: v.dictValue.trim(),
      dictSort: v.dictSort ?? 0,
      cssClass: (v.cssClass ?? '').trim(),
      listClass: v.listClass ?? '',
      isDefault: Number(v.isDefault),
      status: Number(v.status),
      remark: (v.remark ?? '').trim(),
    });

  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field }),
  });
  const max = (field: string, n: number): Rule => ({ max: n, message: t('max', { field, max: n }) });
  const half = { xs: 24, sm: 12 };
  return (
    <Modal
      open={open}
      title={t(row ? 'data.edit' : 'data.add')}
      width={640}
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
        name="dictDataForm"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          dictLabel: row?.dictLabel ?? '',
          dictValue: row?.dictValue ?? '',
          dictSort: row?.dictSort ?? 0,
          cssClass: row?.cssClass ?? '',
          listClass: row?.listClass || 'default',
          isDefault: row?.isDefault ?? 0,
          status: String(row?.status ?? 1),
          remark: row?.remark ?? '',
        }}
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item label={t('type.dictType')} htmlFor="dictDataForm_dictType">
              <Input id="dictDataForm_dictType" value={dictType} disabled />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="dictLabel"
              label={t('data.dictLabel')}
              rules={[required(t('data.dictLabel')), max(t('data.dictLabel'), 100)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name="dictValue"
              label={t('data.dictValue')}
              rules={[required(t('data.dictValue')), max(t('data.dictValue'), 100)]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="dictSort" label={t('data.dictSort')}>
              <InputNumber precision={0} min={-99999} max={99999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="cssClass" label={t('data.cssClass')} rules={[max(t('data.cssClass'), 100)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="listClass" label={t('data.listClass')}>
              <Select
                options={listClasses.map((c) => ({
                  value: c,
                  label: <Tag color={tagColor(c)}>{t(`listClass.${c}`)}</Tag>,
                }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="isDefault" label={t('data.isDefault')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('common:yes') },
                  { value: 0, label: t('common:no') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="status" label={t('common:status')}>
              <Radio.Group options={statusOptions.map((o) => ({ value: o.value, label: o.label }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('common:remark')} rules={[max(t('common:remark'), 500)]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
