import type { SysAttachment } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { CloudUploadOutlined, FileAddOutlined, PictureOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { useDict } from '@/lib/dict';
import { feedback } from '@/lib/feedback';
import { attachmentApi, attachmentPageQuery, invalidateAttachments, type UploadKind } from './api';
import { BigFileDialog } from './components/BigFileDialog';
import { UploadDialog } from './components/UploadDialog';
import { useAttachmentColumns } from './components/useAttachmentColumns';
import { ATTACHMENT } from './texts';

interface Filters {
  appId?: string;
  drive?: string;
  name?: string;
  kind?: string;
  mimeType?: string;
  userName?: string;
  status?: 'true' | 'false';
  createdAt?: [Dayjs | null, Dayjs | null] | null;
}

const KINDS = ['image', 'doc', 'video', 'audio', 'zip', 'other'] as const;

/** Attachments (GFast §2.15): filters, the paged list with previews, uploads, status and delete. */
export function AttachmentPage() {
  const { t } = useTranslation([ATTACHMENT, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, SysAttachment>();
  const { selected } = view;
  const [uploading, setUploading] = useState<UploadKind | 'big' | null>(null);
  const drives = useDict('sys_upload_drive').sys_upload_drive;

  const list = useQuery({
    ...attachmentPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const refresh = () => void invalidateAttachments(queryClient);
  const remove = useMutation({
    mutationFn: (ids: number[]) => attachmentApi.delete(ids),
    onSuccess: (_, ids) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(ids);
      refresh();
    },
  });
  // GFast changes the status at once, without a confirmation; a refusal shows the old state again.
  const status = useMutation({
    mutationFn: ({ id, value }: { id: number; value: boolean }) => attachmentApi.changeStatus(id, value),
    onSuccess: () => feedback.message.success(t('statusChanged')),
    onSettled: refresh,
  });
  const columns = useAttachmentColumns({
    onDelete: (row) => remove.mutateAsync([row.id]).catch(() => undefined),
    onStatus: (row, value) => status.mutate({ id: row.id, value }),
  });
  const selectedIds = rows.filter((r) => selected.includes(r.id)).map((r) => r.id);

  return (
    <ListPage<Filters, SysAttachment>
      search={{
        ...view.searchProps,
        name: 'attachmentSearch',
        fields: [
          { name: 'appId', label: t('field.appId') },
          { name: 'drive', label: t('field.drive'), options: drives },
          { name: 'name', label: t('field.name') },
          { name: 'kind', label: t('field.kind'), options: KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })) },
          { name: 'mimeType', label: t('field.mimeType') },
          { name: 'userName', label: t('field.uploader') },
          {
            name: 'status',
            label: t('common:status'),
            options: [
              { value: 'true', label: t('statusOn') },
              { value: 'false', label: t('statusOff') },
            ],
          },
          {
            name: 'createdAt',
            label: t('field.updatedAt'),
            control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
          },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24, sm: 12, lg: 6 } },
      }}
      toolbar={{
        batchDelete: {
          permission: PERMISSIONS.attachment.delete,
          label: t('batchDelete'),
          confirm: `${t('batchDeleteConfirm', { count: selectedIds.length })} ${t('deleteNote')}`,
          onConfirm: () => remove.mutateAsync(selectedIds),
        },
        // Any signed-in user may upload (as in GFast); what they may upload is the server's check.
        extra: (
          <>
            <Button type="primary" icon={<FileAddOutlined />} onClick={() => setUploading('singleFile')}>
              {t('uploadFile')}
            </Button>
            <Button icon={<PictureOutlined />} onClick={() => setUploading('singleImg')}>
              {t('uploadImage')}
            </Button>
            <Button icon={<CloudUploadOutlined />} onClick={() => setUploading('big')}>
              {t('uploadBig')}
            </Button>
          </>
        ),
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      {uploading === 'big' && <BigFileDialog open onClose={() => setUploading(null)} onUploaded={refresh} />}
      {uploading && uploading !== 'big' && (
        <UploadDialog kind={uploading} open onClose={() => setUploading(null)} onUploaded={refresh} />
      )}
    </ListPage>
  );
}
