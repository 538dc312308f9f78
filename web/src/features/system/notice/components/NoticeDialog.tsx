import type { NoticeRow, NoticeUser } from '@iot/contract';
import { noticeAddBody } from '@iot/contract/notice';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { RichText } from '@/components/rich-text';
import { fileUrl, uploadFile } from '@/features/system/attachment';
import { seededNickname } from '@/i18n/seeded';
import { noticeApi, noticeDetailQuery, noticeReceiversQuery, type NoticeBody } from '../api';
import { NOTICE } from '../texts';
import { useNoticeStatusOptions, useNoticeTags, useTypeOptions } from './tags';

// The limits the server applies, so the form refuses what the server would.
const fields = noticeAddBody.shape;

/** An image put into a notice goes to upload/singleImg and is inserted by its URL. */
const uploadImage = (file: File) => uploadFile('singleImg', file).then((res) => fileUrl(res.path));

interface Values {
  title: string;
  type: NoticeBody['type'];
  tag?: string;
  status: NoticeBody['status'];
  sort: number | null;
  receiver: number[];
  remark: string;
  content: string;
}

interface Props extends DialogProps {
  /** The notice being edited; absent when adding. */
  row?: NoticeRow;
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
  const { t } = useTranslation(NOTICE);
  const [text, setText] = useState('');
  const users = useQuery(noticeReceiversQuery(text));
  const byId = new Map<number, NoticeUser>();
  for (const u of [...known, ...(users.data?.userList ?? [])]) byId.set(u.id, u);
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('field.receiverSearch')}
      notFoundContent={users.isFetching ? <Spin size="small" /> : undefined}
      options={[...byId.values()].map((u) => ({ value: u.id, label: seededNickname(u.userNickname) }))}
    />
  );
}

/** Add or edit a notice; editing loads the full notice (the list has no content). */
export function NoticeDialog({ row, ...dialog }: Props) {
  const { t } = useTranslation([NOTICE, 'common']);
  const [form] = Form.useForm<Values>();
  const tags = useNoticeTags();
  const { has } = usePermission();
  // A new letter needs GFast's messageAdd, a new notice its noticeAdd.
  const typeOptions = useTypeOptions().map((o) => ({
    ...o,
    disabled: row === undefined && !has(o.value === 2 ? PERMISSIONS.notice.messageAdd : PERMISSIONS.notice.noticeAdd),
  }));
  const statusOptions = useNoticeStatusOptions();
  const type = Form.useWatch('type', form);
  const full = useQuery(noticeDetailQuery(row?.id));
  const rules = useFieldRules();

  const toBody = (v: Values): NoticeBody => ({
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
  // Editing waits for the full notice (the list has no content) before the fields show.
  const n = full.data;
  return (
    <FormDialog<Values, NoticeBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={820}
      form={form}
      name="noticeForm"
      initialValues={{
        title: row?.title ?? '',
        type: row?.type ?? typeOptions.find((o) => !o.disabled)?.value ?? 1,
        tag: row ? String(row.tag) : undefined,
        status: row?.status ?? 1,
        sort: row?.sort ?? 0,
        receiver: n?.receiver ?? [],
        remark: n?.remark ?? row?.remark ?? '',
        content: n?.content ?? '',
      }}
      toBody={toBody}
      send={(body) => (row ? noticeApi.edit({ ...body, id: row.id }) : noticeApi.add(body))}
      ready={row === undefined || !!n}
      loading={full.isLoading}
    >
      <Form.Item name="title" label={t('field.title')} rules={rules(fields.title, t('field.title'))}>
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
        <RichText ns={NOTICE} onUploadImage={uploadImage} aria-label={t('field.content')} />
      </Form.Item>
      <RemarkField schema={fields.remark} rules={rules} rows={2} />
    </FormDialog>
  );
}
