// The two full-screen boards (issue 15), in GFast's two looks (demo-pages.md §7): demo 1 a blue
// monitoring centre with the device map in the middle, demo 2 a dark green operations board with a
// row of figures on top. Both show the caller's devices, messages and alarms, updating live.
import { Grid } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME } from '@/features/home';
import { Dashboard, Panel, type BoardLook } from './Dashboard';
import { useBoardData, type BoardData } from './useBoardData';
import { AlarmList, AlarmRose, DeviceMap, EventList, Figure, Series } from './widgets';

const BLUE: BoardLook = {
  background: 'radial-gradient(ellipse at center, #0d2a5c 0%, #061433 70%)',
  panel: 'rgba(10, 40, 90, 0.55)',
  border: 'rgba(64, 169, 255, 0.35)',
  accent: '#40a9ff',
};
const GREEN: BoardLook = {
  background: 'linear-gradient(180deg, #04201c 0%, #0b2f2a 60%, #061a17 100%)',
  panel: 'rgba(12, 60, 52, 0.6)',
  border: 'rgba(54, 207, 201, 0.3)',
  accent: '#36cfc9',
};

/** Online share of the enabled devices, in per cent. */
const onlineRate = (d: BoardData['devices']) =>
  d ? `${d.online + d.offline ? Math.round((d.online / (d.online + d.offline)) * 100) : 0}%` : undefined;

function useColumns(wide: string): CSSProperties {
  const screens = Grid.useBreakpoint();
  return { display: 'grid', gap: 12, gridTemplateColumns: screens.lg ? wide : 'minmax(0, 1fr)' };
}

function DeviceFigures({ data, look }: { data: BoardData; look: BoardLook }) {
  const { t } = useTranslation(HOME);
  const d = data.devices;
  return (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))' }}>
      <Figure label={t('board.devices')} value={d?.total} colour="#fff" />
      <Figure label={t('iot.online')} value={d?.online} colour="#73d13d" />
      <Figure label={t('iot.offline')} value={d?.offline} colour="#bfbfbf" />
      <Figure label={t('iot.disabled')} value={d?.disable} colour="#ffc53d" />
      <Figure label={t('board.onlineRate')} value={onlineRate(d)} colour={look.accent} />
      <Figure label={t('board.messagesToday')} value={data.today} colour={look.accent} />
    </div>
  );
}

/** /visualizingDemo1: the monitoring centre. */
export function VisualizingDemo1() {
  const { t } = useTranslation(HOME);
  const data = useBoardData();
  const look = BLUE;
  const columns = useColumns('minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)');
  return (
    <Dashboard title={t('board.title1')} look={look}>
      <div style={columns}>
        <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <Panel title={t('board.devices')} look={look}>
            <DeviceFigures data={data} look={look} />
          </Panel>
          <Panel title={t('board.messagesPerSecond')} look={look}>
            <Series points={data.perSecond} name={t('iot.messages')} kind="line" look={look} height={200} />
          </Panel>
          <Panel title={t('board.events')} look={look}>
            <EventList events={data.events} look={look} />
          </Panel>
        </div>
        <Panel title={t('board.map')} look={look} fill>
          <DeviceMap devices={data.locations} total={data.devices?.total} minHeight={560} />
        </Panel>
        <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <Panel title={t('board.alarmsByLevel')} look={look}>
            <AlarmRose alarms={data.alarms} height={260} />
          </Panel>
          <Panel title={t('iot.latestAlarms')} look={look}>
            <AlarmList alarms={data.alarms} />
          </Panel>
          <Panel title={t('iot.messagesPerMinute')} look={look}>
            <Series points={data.perMinute} name={t('iot.messages')} kind="bar" look={look} height={180} />
          </Panel>
        </div>
      </div>
    </Dashboard>
  );
}

/** /visualizingDemo2: the operations board. */
export function VisualizingDemo2() {
  const { t } = useTranslation(HOME);
  const data = useBoardData();
  const look = GREEN;
  const middle = useColumns('minmax(0, 3fr) minmax(0, 2fr)');
  const bottom = useColumns('repeat(3, minmax(0, 1fr))');
  return (
    <Dashboard title={t('board.title2')} look={look}>
      <div style={{ display: 'grid', gap: 12 }}>
        <Panel title={t('board.devices')} look={look}>
          <DeviceFigures data={data} look={look} />
        </Panel>
        <div style={middle}>
          <Panel title={t('board.map')} look={look} fill>
            <DeviceMap devices={data.locations} total={data.devices?.total} minHeight={420} />
          </Panel>
          <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
            <Panel title={t('board.messagesPerSecond')} look={look}>
              <Series points={data.perSecond} name={t('iot.messages')} kind="bar" look={look} height={180} />
            </Panel>
            <Panel title={t('board.events')} look={look}>
              <EventList events={data.events} look={look} />
            </Panel>
          </div>
        </div>
        <div style={bottom}>
          <Panel title={t('board.alarmsByLevel')} look={look}>
            <AlarmRose alarms={data.alarms} height={240} />
          </Panel>
          <Panel title={t('board.alarmsByMonth')} look={look}>
            <Series points={data.alarmsByMonth} name={t('board.alarmsByMonth')} kind="line" look={look} height={240} />
          </Panel>
          <Panel title={t('iot.latestAlarms')} look={look}>
            <AlarmList alarms={data.alarms} />
          </Panel>
        </div>
      </div>
    </Dashboard>
  );
}
