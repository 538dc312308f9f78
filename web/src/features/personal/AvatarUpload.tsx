import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysUser } from '@iot/contract';
import { uploadFile } from '@/features/system/attachment';
import { feedback } from '@/lib/feedback';
import { useEditPersonalInfo } from './api';
import { PERSONAL } from './texts';

/**
 * GFast's avatar widget: the picked image goes to upload/singleImg (checked there by content and
 * size), then personal/edit stores its path with the account's other required fields unchanged.
 */
export function AvatarUpload({ user }: { user: SysUser }) {
  const { t } = useTranslation(PERSONAL);
  const [busy, setBusy] = useState(false);
  const save = useEditPersonalInfo({ onSaved: () => feedback.message.success(t('avatarChanged')) });
  return (
    <Upload
      accept="image/png,image/jpeg,image/gif"
      showUploadList={false}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true);
        uploadFile('singleImg', file as Blob)
          .then((res) =>
            save.mutateAsync({
              nickname: user.userNickname,
              mobile: user.mobile,
              userEmail: user.userEmail,
              sex: user.sex,
              avatar: res.path,
            }),
          )
          .then((res) => onSuccess?.(res))
          // The request layer has told the user what went wrong.
          .catch((e: Error) => onError?.(e))
          .finally(() => setBusy(false));
      }}
    >
      <Button size="small" icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy}>
        {t('changeAvatar')}
      </Button>
    </Upload>
  );
}
