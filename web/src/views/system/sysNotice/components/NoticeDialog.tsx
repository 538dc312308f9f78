import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Radio, Select, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeApi, type NoticeForm, type NoticeRow, type NoticeType, type NoticeUser } from '@/api/notice';
import { feedback } from '@/lib/feedback';
import { RichText } from './RichText';
import { useNoticeStatusOptions, useNoticeTags, useTypeOptions } from './tags';

interface Values {
  title: string;
  type: NoticeType;
  tag?: string;
  status: number;
  sort: number | null;
  receiver: number[];
  remark: string;
  content: string;
}

interface Props {
  /** The notice being edited; absent when adding. */
  row?: NoticeRow;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSaved: () => void;
}

/** The receiver picker: letters only; searches users by nickname (the server answers at most 6). */
function ReceiverSelect({
  known,
  ...props
}: {
  known: NoticeUser[];
  value?: number[];
  onChange?: (v: number[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('notice');
  const [text, setText] = useState('');
  const users = useQuery({
    queryKey: ['notice', 'userList', text],
    queryFn: () => noticeApi.userList(text),
    staleTime: 30_000,
  });
  const byId = new Map<number, NoticeUser>();
  for (const u of [...known, ...(users.data?.userList ?? [])]) byId.set(u.id, u);
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('field.receiverSearch')}
      notFoundContent={users.isFetching ? <Spin size="small" /> : undefined}
      options={[...byId.values()].map((u) => ({ value: u.id, label: u.userNickname }))}
    />
  );
}

/** Add or edit a notice; editing loads the full notice (the list has no content). */
export function NoticeDialog({ row, open, onClose, afterClose, onSaved }: Props) {
  const { t } = useTranslation(['notice', 'common']);
  const [form] = Form.useForm<Values>();
  const tags = useNoticeTags();
  const typeOptions = useTypeOptions();
  const statusOptions = useNoticeStatusOptions();
  const type = Form.useWatch('type', form);
  const full = useQuery({
    queryKey: ['notice', 'get', row?.id],
    queryFn: () => noticeApi.get(row!.id),
    enabled: row !== undefined,
    gcTime: 0,
  });
  useEffect(() => {
    const n = full.data;
    if (!n) return;
    form.setFieldsValue({
      content: n.content ?? '',
      receiver: n.receiver ?? [],
      remark: n.remark ?? '',
    });
  }, [full.data, form]);

  const save = useMutation({
    mutationFn: (body: NoticeForm) => (row ? noticeApi.edit({ ...body, id: row.id }) : noticeApi.add(body)),
    onSuccess: () => {
      feedback.message.success(t('common:saved'));
      onSaved();
      onClose();
    },
  });
  const submit = (v: Values) =>
    save.mutate({
      title: v.title.trim(),
      type: v.type,
      tag: v.tag ?? '0',
      status: v.status,
      sort: v.sort ?? 0,
      receiver: v.type === 2 ? (v.receiver ?? []) : [],
      remark: (v.remark ?? '').trim(),
      content: v.content,
    });

  const required = (field: string, whitespace = true): Rule => ({
    required: true,
    whitespace,
    message: t('common:required', { field }),
  });
  return (
    <Modal
      open={open}
      title={t(row ? 'edit' : 'add')}
      width={820}
      onCancel={onClose}
      afterClose={afterClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: save.isPending, disabled: row !== undefined && !full.data }}
      mask={{ closable: false }}
    >
      <Spin spinning={row !== undefined && full.isLoading}>
        <Form
          form={form}
          name="noticeForm"
          layout="vertical"
          onFinish={submit}
          initialValues={{
            title: row?.title ?? '',
            type: row?.type ?? 1,
            tag: row ? String(row.tag) : undefined,
            status: row?.status ?? 1,
            sort: row?.sort ?? 0,
            receiver: [],
            remark: row?.remark ?? '',
            content: '',
          }}
        >
          <Form.Item name="title" label={t('field.title')} rules={[required(t('field.title')), { max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="type" label={t('type.label')} rules={[{ required: true }]}>
            {/* GFast does not change a notice's type on edit. */}
            <Radio.Group options={typeOptions} disabled={row !== undefined} />
          </Form.Item>
          {type === 2 && (
            <Form.Item
              name="receiver"
              label={t('field.receiver')}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: t('common:pleaseSelect', { field: t('field.receiver') }),
                },
              ]}
            >
              <ReceiverSelect known={full.data?.receiverUser ?? []} />
            </Form.Item>
          )}
          <Form.Item name="tag" label={t('field.tag')}>
            <Select allowClear options={tags.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
          <Form.Item name="status" label={t('common:status')} rules={[{ required: true }]}>
            <Radio.Group options={statusOptions} />
          </Form.Item>
          <Form.Item name="sort" label={t('field.sort')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="content" label={t('field.content')} rules={[required(t('field.content'))]}>
            <RichText aria-label={t('field.content')} />
          </Form.Item>
          <Form.Item name="remark" label={t('common:remark')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
