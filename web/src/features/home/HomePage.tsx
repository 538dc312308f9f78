import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Row, Space, Statistic, Tag, theme } from 'antd';
import { calendarDate } from '@/lib/date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALL_PERMISSIONS } from '@iot/contract/envelope';
import { flattenRoutes, visibleMenus } from '@/routing/build';
import { useRouteTitle } from '@/routing/useRouteTitle';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { greeting as greetingFor } from '@/lib/greeting';
import { useRoutesStore } from '@/routing/routes';
import { displayName } from '@/i18n/seeded';
import { avatarUrl, useUserStore } from '@/stores/user';
import { healthQuery } from './api';
import { IotOverview } from './overview/IotOverview';
import { HOME } from './texts';

/**
 * Home: a greeting by hour, who you are, what you can reach, whether the server is healthy and,
 * for users of the IoT pages, the IoT overview.
 */
export function HomePage() {
  const { t } = useTranslation([HOME, 'common']);
  const { token } = theme.useToken();
  const title = useRouteTitle();
  const userInfo = useUserStore((s) => s.userInfo);
  const permissions = useUserStore((s) => s.permissions);
  const routes = useRoutesStore((s) => s.routes);
  const health = useQuery(healthQuery());

  const pages = flattenRoutes(visibleMenus(routes)).filter((r) => r.children.length === 0 && r.path !== '/home');
  const sections = visibleMenus(routes).filter((r) => r.children.length > 0);
  const greeting = greetingFor();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Space size={16} align="center">
          {/* Decorative: the name is in the greeting beside it. */}
          <Avatar size={64} src={avatarUrl(userInfo?.avatar)} alt="" />
          <div>
            <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: 600 }} data-testid="greeting">
              {t('welcome', { greeting, name: displayName(userInfo) })}
            </h2>
            <span style={{ color: token.colorTextSecondary }}>{t('today', { date: calendarDate() })}</span>
            <div style={{ marginTop: 8 }}>
              {(userInfo?.roles ?? []).map((r) => (
                <Tag color="blue" key={r}>
                  {r}
                </Tag>
              ))}
            </div>
          </div>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('pages')} value={pages.length} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic title={t('sections')} value={sections.length} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            {permissions.includes(ALL_PERMISSIONS) ? (
              <Statistic title={t('permissions')} value={t('allPermissions')} />
            ) : (
              <Statistic title={t('permissions')} value={permissions.length} />
            )}
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('server')}
              loading={health.isLoading}
              value={health.data?.status === 'ok' ? t('serverOk', { db: health.data.db }) : t('serverDown')}
              styles={{
                content: {
                  fontSize: 16,
                  color: health.data?.status === 'ok' ? token.colorSuccessText : token.colorErrorText,
                },
              }}
            />
          </Card>
        </Col>
      </Row>
      <IotOverview />
      <Card title={t('quickAccess')}>
        <Row gutter={[12, 12]}>
          {pages.slice(0, 12).map((r) => (
            <Col xs={12} sm={8} lg={4} key={r.path}>
              {/* A real link: in the Tab order, opened with Enter, and its address shown. */}
              <Link to={r.path} className="home-card-link" style={{ display: 'block', color: 'inherit' }}>
                <Card size="small" hoverable style={{ textAlign: 'center' }}>
                  <div style={{ fontSize: 22 }}>
                    <MenuIcon name={r.meta.icon || 'FileOutlined'} />
                  </div>
                  <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title(r)}</div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </Space>
  );
}
