import { Alert, Card, Col, Row, Table, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from './SvgIcon';
import { SVG_ICON } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** Four icons from four kinds of source through one component, and its properties. */
export function SvgIconDemo() {
  const { t } = useTranslation(SVG_ICON);
  const { token } = theme.useToken();
  const samples = [
    { key: 'ant', name: 'ApiOutlined', color: token.colorError },
    { key: 'ele', name: 'ele-Cpu', color: token.colorPrimary },
    { key: 'fa', name: 'fa fa-bell', color: token.colorWarning },
    { key: 'local', name: '/favicon.svg' },
  ];
  return (
    <Card title={t('title')} data-testid="demo-svg-icon">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {samples.map((s) => (
          <Col key={s.key} xs={12} md={6} style={{ textAlign: 'center' }}>
            <SvgIcon name={s.name} size={30} color={s.color} />
            <div>
              <Typography.Text type="secondary">{t(`sources.${s.key}`)}</Typography.Text>
            </div>
            <Typography.Text code>{s.name}</Typography.Text>
          </Col>
        ))}
      </Row>
      <SectionTitle style={{ marginTop: 24 }}>{t('props')}</SectionTitle>
      <Table
        rowKey="name"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[
          { name: 'name', desc: t('nameDesc'), def: '—' },
          { name: 'size', desc: t('sizeDesc'), def: '14' },
          { name: 'color', desc: t('colorDesc'), def: '—' },
        ]}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          { title: t('desc'), dataIndex: 'desc' },
          { title: t('default'), dataIndex: 'def' },
        ]}
      />
    </Card>
  );
}
