import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ripple } from './ripple';
import { DEMO_PAGES } from './texts';

/** The ripple colours offered, as in the original `v-waves` variants. */
const WAVES = [
  { key: 'default', colour: 'rgba(0, 0, 0, 0.35)' },
  { key: 'light', colour: 'rgba(255, 255, 255, 0.6)' },
  { key: 'red', colour: '#f5222d' },
  { key: 'orange', colour: '#fa8c16' },
  { key: 'purple', colour: '#722ed1' },
  { key: 'green', colour: '#52c41a' },
  { key: 'teal', colour: '#13c2c2' },
] as const;

/** Buttons that ripple from where they are pressed, one colour each. */
export function WavesPage() {
  const { t } = useTranslation(DEMO_PAGES);
  return (
    <Card title={t('waves.title')}>
      <Typography.Paragraph type="secondary">
        <code>ripple(event, colour)</code>
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        {WAVES.map((w) => (
          <Button
            key={w.key}
            type={w.key === 'light' ? 'primary' : 'default'}
            style={{ position: 'relative', overflow: 'hidden' }}
            onPointerDown={(e) => ripple(e, w.colour)}
          >
            {w.key === 'default' ? t('waves.default') : t('waves.effect', { colour: w.key })}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
