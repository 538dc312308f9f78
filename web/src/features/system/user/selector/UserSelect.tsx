import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seededNickname } from '@/i18n/seeded';
import { usersByIdsQuery } from '../api';
import { USER } from '../texts';
import { UserPickerDialog } from './UserPickerDialog';

export interface UserSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  /** Many users (default) or one. */
  multiple?: boolean;
  disabled?: boolean;
}

/** A form control for user ids: the chosen users as closable tags, and a button that opens the picker. */
export function UserSelect({ value = [], onChange, id, multiple = true, disabled }: UserSelectProps) {
  const { t } = useTranslation(USER);
  const [picking, setPicking] = useState(false);
  const names = useQuery(usersByIdsQuery(value));
  const nameOf = (userId: number) => {
    const user = names.data?.userList.find((u) => u.id === userId);
    return user ? seededNickname(user.userNickname, user.userName) : `#${userId}`;
  };
  return (
    <Flex id={id} wrap gap={4} align="center">
      {value.map((userId) => (
        <Tag
          key={userId}
          closable={!disabled}
          onClose={(e) => {
            e.preventDefault();
            onChange?.(value.filter((v) => v !== userId));
          }}
        >
          {nameOf(userId)}
        </Tag>
      ))}
      <Button size="small" icon={<UserAddOutlined />} disabled={disabled} onClick={() => setPicking(true)}>
        {t('picker.choose')}
      </Button>
      <UserPickerDialog
        open={picking}
        value={value}
        multiple={multiple}
        onCancel={() => setPicking(false)}
        onOk={(ids) => {
          onChange?.(ids);
          setPicking(false);
        }}
      />
    </Flex>
  );
}
