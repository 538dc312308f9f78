import { Alert, Button, Card, theme } from 'antd';
import { useState } from 'react';
import ReactGridLayout, { useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import 'react-grid-layout/css/styles.css';
import { DEFAULT_LAYOUT, forgetLayout, loadLayout, saveLayout } from './layout';
import { GRID_LAYOUT } from './texts';

/** Seven tiles to drag and resize on a 12-column grid; the layout is saved and restored. */
export function GridLayoutDemo() {
  const { t } = useTranslation(GRID_LAYOUT);
  const { token } = theme.useToken();
  const [layout, setLayout] = useState<Layout>(loadLayout);
  const { width, containerRef, mounted } = useContainerWidth();

  const changed = (next: Layout) => {
    setLayout(next);
    saveLayout(next);
  };

  return (
    <Card
      title={t('title')}
      data-testid="demo-grid-layout"
      extra={
        <Button
          onClick={() => {
            forgetLayout();
            setLayout(DEFAULT_LAYOUT);
          }}
        >
          {t('reset')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <div ref={containerRef}>
        {mounted && (
          <ReactGridLayout
            width={width}
            layout={layout}
            gridConfig={{ cols: 12, rowHeight: 30, margin: [10, 10] }}
            compactor={verticalCompactor}
            onLayoutChange={changed}
          >
            {layout.map((item) => (
              <div
                key={item.i}
                data-testid={`tile-${item.i}`}
                style={{
                  background: token.colorPrimary,
                  color: token.colorTextLightSolid,
                  borderRadius: token.borderRadius,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  cursor: 'move',
                  userSelect: 'none',
                }}
              >
                {t('tile', { n: item.i })}
              </div>
            ))}
          </ReactGridLayout>
        )}
      </div>
    </Card>
  );
}
