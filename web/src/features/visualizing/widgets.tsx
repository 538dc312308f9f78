// The boards' pieces: big figures, the device map, the alarm rose, the event and alarm lists and
// the series charts, each fed by useBoardData and drawn in a board's look.
import type { AlarmOpenSummary, AnalysisPoint, DeviceEvent, DeviceLocation } from '@iot/contract';
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME } from '@/features/home';
import { seededDeviceName, seededLevelName } from '@/i18n/seeded';
import type { BoardLook } from './Dashboard';

const MapChart = lazy(() => import('./MapChart'));
const SeriesChart = lazy(() => import('./SeriesChart'));
const LevelPie = lazy(() => import('./LevelPie'));

const muted = 'rgba(255,255,255,0.65)';
const empty = (text: string) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: muted }}>{text}</span>} />
);

/** A labelled figure; "–" until it loads. */
export function Figure({
  label,
  value,
  colour,
}: {
  label: string;
  value: number | string | undefined;
  colour: string;
}) {
  return (
    <div style={{ textAlign: 'center', minWidth: 0 }}>
      <div style={{ fontSize: 28, fontWeight: 700, color: colour, fontVariantNumeric: 'tabular-nums' }}>
        {value ?? '–'}
      </div>
      <div style={{ fontSize: 12, color: muted }}>{label}</div>
    </div>
  );
}

/**
 * The devices that have coordinates on the map, filling the rest of its panel (at least `minHeight`
 * tall); above it, how many of the `total` devices (the board's headline) that is.
 */
export function DeviceMap({
  devices,
  total,
  minHeight,
}: {
  devices: DeviceLocation[] | undefined;
  total: number | undefined;
  minHeight: number;
}) {
  const { t } = useTranslation(HOME);
  if (!devices) return <Skeleton active />;
  if (!devices.length) return empty(t('board.mapEmpty'));
  return (
    <div style={{ flex: 1, minHeight, display: 'flex', flexDirection: 'column' }}>
      {total !== undefined && (
        <div style={{ fontSize: 12, color: muted, marginBottom: 4 }}>
          {t('board.located', { n: devices.length, total })}
        </div>
      )}
      <div style={{ flex: '1 1 0', minHeight: 0, position: 'relative' }}>
        <Suspense fallback={<Skeleton active />}>
          <MapChart devices={devices} statusNames={[t('board.status0'), t('board.status1'), t('board.status2')]} />
        </Suspense>
      </div>
    </div>
  );
}

export function AlarmRose({ alarms, height }: { alarms: AlarmOpenSummary | undefined; height: number }) {
  if (!alarms) return <Skeleton active />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <LevelPie levels={alarms.levels} height={height} />
    </Suspense>
  );
}

export function Series({
  points,
  name,
  kind,
  look,
  height,
}: {
  points: AnalysisPoint[] | undefined;
  name: string;
  kind: 'bar' | 'line';
  look: BoardLook;
  height: number;
}) {
  if (!points) return <Skeleton active />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <SeriesChart
        points={points}
        name={name}
        kind={kind}
        colour={look.accent}
        text={muted}
        split={look.border}
        height={height}
      />
    </Suspense>
  );
}

const rowStyle = {
  display: 'flex',
  gap: 8,
  padding: '4px 0',
  borderBottom: '1px dashed rgba(255,255,255,0.1)',
  fontSize: 13,
};
const ellipsis = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The server's device log types (SagooIoT's Chinese names) that the events list shows. */
const EVENT_TEXTS: Record<string, string> = {
  设备上线: 'board.event.online',
  设备下线: 'board.event.offline',
  事件上报: 'board.event.event',
  消息拒绝: 'board.event.refused',
};

/** The latest device events: time, device, what happened. */
export function EventList({ events, look }: { events: DeviceEvent[] | undefined; look: BoardLook }) {
  const { t } = useTranslation(HOME);
  if (!events) return <Skeleton active />;
  if (!events.length) return empty(t('board.noEvents'));
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {events.map((e) => (
        <li key={e.id} style={rowStyle}>
          <span style={{ color: muted, fontVariantNumeric: 'tabular-nums' }}>{e.ts?.slice(11)}</span>
          <span style={ellipsis}>{seededDeviceName(e.deviceKey, e.deviceName)}</span>
          <span style={{ color: look.accent }}>{EVENT_TEXTS[e.type] ? t(EVENT_TEXTS[e.type]) : e.type}</span>
        </li>
      ))}
    </ul>
  );
}

/** The latest open alarms: level in its colour, rule, device. */
export function AlarmList({ alarms }: { alarms: AlarmOpenSummary | undefined }) {
  const { t } = useTranslation(HOME);
  if (!alarms) return <Skeleton active />;
  if (!alarms.latest.length) return empty(t('iot.noOpenAlarms'));
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {alarms.latest.map((a) => (
        <li key={a.id} style={rowStyle}>
          <span style={{ color: a.levelColor || '#fff', fontWeight: 600 }}>
            {seededLevelName(a.level, a.levelName)}
          </span>
          <span style={ellipsis}>
            {a.ruleName} · {seededDeviceName(a.deviceKey, a.deviceName)}
          </span>
          <span style={{ color: muted, fontVariantNumeric: 'tabular-nums' }}>{a.lastAt?.slice(11)}</span>
        </li>
      ))}
    </ul>
  );
}
