// The attachment page's menu (GFast's route, component path and rules) under system settings, and
// the dictionaries its columns and filters read: the values are the ones the rows carry.
import { ATTACHMENT_KINDS, PERMISSIONS, type AttachmentKind } from '@iot/contract';
import { settingsPage, type PlacedMenu, type SeedDict } from '../../db/seed/rows.ts';

const { attachment } = PERMISSIONS;

export const attachmentMenus: PlacedMenu[] = [
  settingsPage(
    60,
    ['附件管理', attachment.list, '/system/sysAttachment/list', 'system/sysAttachment/list/index', 'FileOutlined'],
    { 修改附件状态: attachment.edit, 删除附件: attachment.delete },
  ),
];

/** Where attachments are kept: the database (README "Uploads"), which GFast calls the local drive. */
export const UPLOAD_DRIVES = ['local'] as const;

const KIND_LABELS: Record<AttachmentKind, string> = {
  image: '图片',
  doc: '文档',
  audio: '音频',
  video: '视频',
  zip: '压缩包',
  other: '其它',
};

/** GFast's `sys_upload_drive` and `sys_upload_file_type`, keyed by `drive` and `kind` as stored. */
export const uploadDicts: SeedDict[] = [
  { type: 'sys_upload_drive', name: '上传驱动', items: [[UPLOAD_DRIVES[0], '本地', 1]] },
  {
    type: 'sys_upload_file_type',
    name: '上传文件类型',
    items: ATTACHMENT_KINDS.map((k, i) => (i === 0 ? [k, KIND_LABELS[k], 1] : [k, KIND_LABELS[k]])),
  },
];
