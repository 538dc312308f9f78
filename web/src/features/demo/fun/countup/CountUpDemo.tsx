import { ExperimentOutlined, ShoppingCartOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Statistic, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTUP } from './texts';
import { useCountUp } from './useCountUp';

interface Tile {
  title: string;
  sub: string;
  icon: ReactNode;
  color: string;
}

const roll = () => [Math.floor(Math.random() * 10000), Math.floor(Math.random() * 1000)] as const;

function StatCard({ tile, values, run }: { tile: Tile; values: readonly [number, number]; run: number }) {
  const main = useCountUp(values[0], 2000, run);
  const sub = useCountUp(values[1], 2000, run);
  return (
    <Card size="small" style={{ borderTop: `3px solid ${tile.color}` }}>
      <Row align="middle" wrap={false}>
        <Col flex="auto">
          <Statistic title={tile.title} value={main} />
          <Statistic title={tile.sub} value={sub} styles={{ content: { fontSize: 16 } }} />
        </Col>
        <Col style={{ fontSize: 40, color: tile.color, transform: 'rotate(-15deg)' }}>{tile.icon}</Col>
      </Row>
    </Card>
  );
}

/** Four stat cards whose numbers roll up; "reset" rolls new values and animates again. */
export function CountUpDemo() {
  const { t } = useTranslation(COUNTUP);
  const { token } = theme.useToken();
  const [run, setRun] = useState(0);
  const [values, setValues] = useState(() => [roll(), roll(), roll(), roll()]);
  const tiles: Tile[] = [
    { title: t('visits'), sub: t('present'), icon: <TeamOutlined />, color: token.colorPrimary },
    { title: t('labs'), sub: t('inUse'), icon: <ExperimentOutlined />, color: token.colorSuccess },
    { title: t('applicants'), sub: t('approved'), icon: <SolutionOutlined />, color: token.colorWarning },
    { title: t('sales'), sub: t('sold'), icon: <ShoppingCartOutlined />, color: token.colorError },
  ];
  return (
    <Card title={t('title')} data-testid="demo-countup">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {tiles.map((tile, i) => (
          <Col key={tile.title} xs={24} sm={12} lg={6}>
            <StatCard tile={tile} values={values[i]} run={run} />
          </Col>
        ))}
      </Row>
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        onClick={() => {
          setValues([roll(), roll(), roll(), roll()]);
          setRun((r) => r + 1);
        }}
      >
        {t('reset')}
      </Button>
    </Card>
  );
}
