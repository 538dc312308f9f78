import { DeleteOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { productApi } from '../api';
import { PRODUCT } from '../texts';
import { ProductIcon } from './labels';

/** The server takes PNG, JPEG, GIF and WebP up to 2 MB (it checks the content too). */
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const MAX_BYTES = 2 * 1024 * 1024;

interface Props {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}

/**
 * The product icon as a form control: its URL. A picked image goes to product/icon/upload through
 * the request layer (so with the session's Bearer token) and the answer's URL becomes the value.
 */
export function IconUpload({ value, onChange, id }: Props) {
  const { t } = useTranslation(PRODUCT);
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={12} align="center">
      {value && <ProductIcon src={value} size={64} />}
      <Upload
        id={id}
        accept={ACCEPT}
        showUploadList={false}
        listType="picture-card"
        beforeUpload={(file) => {
          if (file.size > MAX_BYTES) {
            feedback.message.error(t('icon.tooLarge'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setBusy(true);
          productApi
            .uploadIcon(file as Blob)
            .then((res) => {
              onChange?.(res.name);
              onSuccess?.(res);
            })
            // The request layer has said what went wrong.
            .catch((e: Error) => onError?.(e))
            .finally(() => setBusy(false));
        }}
      >
        <Flex vertical align="center" gap={4}>
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{t(value ? 'icon.replace' : 'icon.upload')}</span>
        </Flex>
      </Upload>
      {value && (
        <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
          {t('icon.remove')}
        </Button>
      )}
    </Flex>
  );
}
