import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Flex, Row, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { greeting } from '@/lib/greeting';
import { displayName } from '@/i18n/seeded';
import { useUserStore } from '@/stores/user';
import { DetailsForm } from './DetailsForm';
import { DEMO_PERSONAL } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

const ACTIVITIES = ['a0', 'a1', 'a2', 'a3', 'a4'];
const TILES = [
  { key: 't0', to: '/iot/device/instance', hue: 210 },
  { key: 't1', to: '/iot/alarm/log', hue: 0 },
  { key: 't2', to: '/iot/product/list', hue: 140 },
  { key: 't3', to: '/personal', hue: 270 },
];

/** GFast's personal-centre layout with the signed-in user's own details; changes go to the real centre. */
export function PersonalDemoPage() {
  const { t } = useTranslation(DEMO_PERSONAL);
  const navigate = useNavigate();
  const user = useUserStore((s) => s.userInfo);
  const name = displayName(user);
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const security = [
    { key: 'password', title: t('password'), hint: t('passwordHint') },
    { key: 'mobile', title: t('mobile'), hint: user?.mobile ? t('phoneBound', { mobile: user.mobile }) : t('none') },
    { key: 'mail', title: t('mail'), hint: t('mailHint') },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title={t('profile')} style={{ height: '100%' }}>
          <Flex gap={16} wrap align="center">
            <Avatar size={96} src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
            <Flex vertical gap={8} style={{ flex: 1, minWidth: 220 }}>
              <SectionTitle style={{ margin: 0 }}>
                {t('hello', { greeting: greeting(), name, motto: t('motto') })}
              </SectionTitle>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  { key: 'nickname', label: t('nickname'), children: (user?.userNickname && name) || none },
                  { key: 'account', label: t('account'), children: user?.userName || none },
                  {
                    key: 'roles',
                    label: t('roles'),
                    children: user?.roles.length ? user.roles.map((r) => <Tag key={r}>{r}</Tag>) : none,
                  },
                  { key: 'mobile', label: t('mobile'), children: user?.mobile || none },
                ]}
              />
            </Flex>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('activity')} style={{ height: '100%' }}>
          <Timeline items={ACTIVITIES.map((a) => ({ key: a, content: t(`activities.${a}`) }))} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('recommend')}>
          <Row gutter={[12, 12]}>
            {TILES.map((tile) => (
              <Col key={tile.key} xs={12} md={6}>
                <Link
                  to={tile.to}
                  style={{
                    display: 'block',
                    padding: '24px 12px',
                    borderRadius: 8,
                    textAlign: 'center',
                    color: '#fff',
                    background: `linear-gradient(135deg, hsl(${tile.hue},65%,55%), hsl(${tile.hue + 30},65%,40%))`,
                  }}
                >
                  {t(`tiles.${tile.key}`)}
                </Link>
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <DetailsForm />
      </Col>
      <Col xs={24} lg={10}>
        <Card title={t('security')}>
          <Flex vertical gap={12}>
            {security.map((row) => (
              <Flex key={row.key} justify="space-between" align="center" gap={8}>
                <div>
                  <Typography.Text strong>{row.title}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{row.hint}</Typography.Text>
                </div>
                <Button type="link" onClick={() => void navigate('/personal')}>
                  {t('change')}
                </Button>
              </Flex>
            ))}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
