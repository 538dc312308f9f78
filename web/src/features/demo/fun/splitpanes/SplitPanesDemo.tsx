import { Alert, Card, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { SPLIT_PANES } from './texts';

/** Three columns (32/36/32 %), the middle one split in two rows, as GFast's splitpanes demo. */
export function SplitPanesDemo() {
  const { t } = useTranslation(SPLIT_PANES);
  const { token } = theme.useToken();
  const pane: CSSProperties = {
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 28,
    background: token.colorPrimaryBg,
    // The theme's text colour: the primary colour on its own tint reads at 2:1 in dark mode.
    color: token.colorText,
  };
  const bar = (vertical: boolean): CSSProperties => ({
    flex: `0 0 ${6}px`,
    background: token.colorBorder,
    cursor: vertical ? 'row-resize' : 'col-resize',
  });
  const label = (n: number) => <div style={pane}>{t('pane', { n })}</div>;
  return (
    <Card title={t('title')} data-testid="demo-split-panes">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <div style={{ height: 500, border: `1px solid ${token.colorBorder}` }}>
        <Group orientation="horizontal">
          <Panel defaultSize="32%" minSize="10%">
            {label(1)}
          </Panel>
          <Separator style={bar(false)} />
          <Panel defaultSize="36%" minSize="10%">
            <Group orientation="vertical">
              <Panel defaultSize="50%" minSize="10%">
                {label(2)}
              </Panel>
              <Separator style={bar(true)} />
              <Panel defaultSize="50%" minSize="10%">
                {label(3)}
              </Panel>
            </Group>
          </Panel>
          <Separator style={bar(false)} />
          <Panel defaultSize="32%" minSize="10%">
            {label(4)}
          </Panel>
        </Group>
      </div>
    </Card>
  );
}
