// Menu component path system/sysAttachment/list/index: attachments.
export { AttachmentPage as default } from '@/features/system/attachment';
