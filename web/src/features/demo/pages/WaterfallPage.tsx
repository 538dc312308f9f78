import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ripple } from './ripple';
import { DEMO_PAGES } from './texts';
import './pages.css';

const TILES = Array.from({ length: 30 }, (_, i) => i + 1);
/** Row spans in turn: tiles of three heights pack densely into a masonry look. */
const SPANS = [5, 6, 8];

/** Two waterfall layouts of numbered tiles (dense CSS grid, then full-width rows), each tile ripples. */
export function WaterfallPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const tile = (n: number, style: React.CSSProperties, light = false) => (
    <div
      key={n}
      className="demo-tile"
      // Dark tiles with white numbers, light ones with black: 4.5:1 or more whatever the hue.
      style={{
        background: `hsl(${(n * 23) % 360}, 55%, ${light ? 70 : 30}%)`,
        color: light ? '#000' : '#fff',
        ...style,
      }}
      onPointerDown={(e) => ripple(e, light ? 'rgba(255,255,255,0.6)' : 'rgba(0,0,0,0.3)')}
    >
      {n}
    </div>
  );
  return (
    <Flex vertical gap={16}>
      <Card title={t('waterfall.one')}>
        <div className="demo-waterfall-one" data-testid="waterfall-one">
          {TILES.map((n) => tile(n, { gridRow: `span ${SPANS[n % 3]}` }))}
        </div>
      </Card>
      <Card title={t('waterfall.two')}>
        <div className="demo-waterfall-two">{TILES.map((n) => tile(n, { minHeight: 188 }, true))}</div>
      </Card>
    </Flex>
  );
}
