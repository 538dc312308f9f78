import type { SysAttachment } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Image, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { seededNickname } from '@/i18n/seeded';
import { fileUrl, humanSize } from '../api';
import { ATTACHMENT } from '../texts';

interface Handlers {
  onDelete: (row: SysAttachment) => Promise<unknown>;
  onStatus: (row: SysAttachment, status: boolean) => unknown;
}

/** The file cell: a 60×60 thumbnail with preview for images, the extension in a grey box otherwise. */
function Preview({ row }: { row: SysAttachment }) {
  if (row.kind === 'image')
    return <Image width={60} height={60} src={fileUrl(row.path)} alt={row.name} style={{ objectFit: 'cover' }} />;
  return (
    <Typography.Text
      type="secondary"
      style={{
        display: 'inline-flex',
        width: 60,
        height: 60,
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(0,0,0,0.06)',
      }}
    >
      {row.ext.toUpperCase()}
    </Typography.Text>
  );
}

/** The attachment table's columns; the status switch and delete show only with their permission. */
export function useAttachmentColumns({ onDelete, onStatus }: Handlers): ColumnsType<SysAttachment> {
  const { t } = useTranslation([ATTACHMENT, 'common']);
  const canEdit = usePermission().has(PERMISSIONS.attachment.edit);
  const actions = useActionsColumn<SysAttachment>({
    permissions: { delete: PERMISSIONS.attachment.delete },
    name: (row) => row.name,
    deleteNote: () => t('deleteNote'),
    onDelete,
    before: (row) => (
      <Button type="link" size="small" icon={<DownloadOutlined />} href={fileUrl(row.path)} download={row.name}>
        {t('download')}
      </Button>
    ),
  });
  return [
    { title: t('field.id'), dataIndex: 'id', width: 80 },
    { title: t('field.name'), dataIndex: 'name', minWidth: 160, ellipsis: true },
    {
      title: t('field.kind'),
      dataIndex: 'kind',
      width: 90,
      render: (kind: SysAttachment['kind']) => <Tag>{t(`kind.${kind}`)}</Tag>,
    },
    { title: t('field.preview'), dataIndex: 'path', width: 90, render: (_, row) => <Preview row={row} /> },
    { title: t('field.mimeType'), dataIndex: 'mimeType', width: 150, ellipsis: true },
    { title: t('field.size'), dataIndex: 'size', width: 100, align: 'right', render: (n: number) => humanSize(n) },
    {
      title: t('field.uploader'),
      dataIndex: 'createdUser',
      width: 110,
      ellipsis: true,
      render: (u: SysAttachment['createdUser']) => seededNickname(u?.userNickname ?? ''),
    },
    {
      title: t('common:status'),
      dataIndex: 'status',
      width: 90,
      render: (status: boolean, row) =>
        canEdit ? (
          <Switch size="small" checked={status} aria-label={row.name} onChange={(v) => onStatus(row, v)} />
        ) : (
          <Tag>{t(status ? 'statusOn' : 'statusOff')}</Tag>
        ),
    },
    { title: t('field.updatedAt'), dataIndex: 'updatedAt', width: 170 },
    actions,
  ];
}
