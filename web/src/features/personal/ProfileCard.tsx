import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PersonalInfoData } from '@iot/contract';
import { displayName, seededDeptName, seededRoleName } from '@/i18n/seeded';
import { avatarUrl } from '@/stores/user';
import { AvatarUpload } from './AvatarUpload';
import { PERSONAL } from './texts';

/** Who the user is: avatar, names, roles, department, contacts and the last login. */
export function ProfileCard({ info }: { info: PersonalInfoData }) {
  const { t } = useTranslation(PERSONAL);
  const { user, roles, deptName } = info;
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  return (
    <Card title={t('profile')}>
      <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
        <Avatar size={96} src={avatarUrl(user.avatar)} alt={displayName(user)} />
        <AvatarUpload user={user} />
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-nickname">
          {displayName(user)}
        </Typography.Title>
        <Typography.Text type="secondary">{user.userName}</Typography.Text>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'userName', label: t('userName'), children: user.userName },
          {
            key: 'roles',
            label: t('roles'),
            children: roles?.length ? (
              <Flex wrap gap={4}>
                {roles.map((r) => (
                  <Tag key={r} color="processing" style={{ marginInlineEnd: 0 }}>
                    {seededRoleName(r)}
                  </Tag>
                ))}
              </Flex>
            ) : (
              none
            ),
          },
          { key: 'dept', label: t('dept'), children: deptName ? seededDeptName(deptName) : none },
          { key: 'mobile', label: t('mobile'), children: user.mobile || none },
          { key: 'email', label: t('email'), children: user.userEmail || none },
          { key: 'lastLoginIp', label: t('lastLoginIp'), children: user.lastLoginIp || none },
          { key: 'lastLoginTime', label: t('lastLoginTime'), children: user.lastLoginTime || none },
          { key: 'createdAt', label: t('createdAt'), children: user.createdAt || none },
        ]}
      />
    </Card>
  );
}
