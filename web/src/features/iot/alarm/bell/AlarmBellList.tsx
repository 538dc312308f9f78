import type { AlarmLogRow } from '@iot/contract';
import { Button, Empty, Tag, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { devicePath } from './bellAlarms';
import { ALARM_BELL } from './texts';
import { deviceName, levelName, useAlarmLogPath } from './useLiveAlarms';

/**
 * The bell's alarm tab: the newest open alarms (level in its colour, rule, device, last time); a
 * click opens the device, the footer the alarm log. `onLeave` closes the bell's panel.
 */
export function AlarmBellList({ alarms, onLeave }: { alarms: AlarmLogRow[]; onLeave: () => void }) {
  const { t } = useTranslation(ALARM_BELL);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const logPath = useAlarmLogPath();
  const go = (path: string) => {
    onLeave();
    navigate(path);
  };
  return (
    <div data-testid="alarm-bell-list">
      <div style={{ maxHeight: 260, overflow: 'auto' }}>
        {alarms.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} style={{ margin: '16px 0' }} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {alarms.map((a) => (
              // The item stays a listitem (a list holds only those): the button is inside it.
              <li
                key={a.id}
                style={{
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  borderLeft: `3px solid ${a.alarmLevel?.color || token.colorError}`,
                }}
              >
                <div
                  role="button"
                  tabIndex={0}
                  onClick={() => go(devicePath(a.deviceKey))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      go(devicePath(a.deviceKey));
                    }
                  }}
                  style={{ padding: '8px 12px', cursor: 'pointer' }}
                >
                  <Tag color={a.alarmLevel?.color || undefined}>{levelName(a)}</Tag>
                  <span style={{ fontWeight: 600 }}>{a.ruleName}</span>
                  <div style={{ color: token.colorTextSecondary }}>{deviceName(a)}</div>
                  {(a.lastAt ?? a.createdAt) && (
                    <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{a.lastAt ?? a.createdAt}</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div style={{ textAlign: 'center', borderTop: `1px solid ${token.colorBorderSecondary}`, padding: 4 }}>
        <Button type="link" onClick={() => go(logPath)}>
          {t('goLog')}
        </Button>
      </div>
    </div>
  );
}
