import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile, type UploadKind } from '../api';
import { ATTACHMENT } from '../texts';

interface Props {
  kind: UploadKind;
  open: boolean;
  onClose: () => void;
  /** After each stored file: the list behind the dialog refreshes. */
  onUploaded: () => void;
}

const MAX_FILES = 10;

/**
 * GFast's upload dialog: picture cards for images, a drop area for files, up to ten at a time.
 * Each file goes to the server on its own; the server checks its type by content and its size.
 */
export function UploadDialog({ kind, open, onClose, onUploaded }: Props) {
  const { t } = useTranslation(ATTACHMENT);
  const image = kind === 'singleImg';
  const props: UploadProps = {
    multiple: true,
    maxCount: MAX_FILES,
    accept: image ? 'image/*' : undefined,
    customRequest: ({ file, onSuccess, onError }) => {
      uploadFile(kind, file as Blob)
        .then((res) => {
          onSuccess?.(res);
          onUploaded();
        })
        // The request layer has told the user what went wrong.
        .catch((e: Error) => onError?.(e));
    },
  };
  return (
    <Modal
      title={t('uploadTitle')}
      open={open}
      width={800}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {image ? (
        <Upload {...props} listType="picture-card">
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('uploadImage')}</div>
          </div>
        </Upload>
      ) : (
        <Upload.Dragger {...props}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('dropHint')}</p>
        </Upload.Dragger>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('typeHint')}
      </Typography.Paragraph>
    </Modal>
  );
}
