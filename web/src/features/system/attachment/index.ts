// Attachments: the list page, and the upload call other features (the avatar) use.
export { AttachmentPage } from './AttachmentPage';
export { uploadFile, fileUrl } from './api';
