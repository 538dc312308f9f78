// Alarms from the live channel (the server sends them only to users who may see the device): each
// reaches the bell's query at once and pops up naming device, rule and level, with links to the
// device and the alarm log.
import type { AlarmLogRow } from '@iot/contract';
import { AlertFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLiveFrame } from '@/features/live';
import i18n from '@/i18n';
import { seededDeviceName, seededLevelName } from '@/i18n/seeded';
import { withFeedback } from '@/lib/feedback';
import type { LiveClient } from '@/lib/live';
import { useRoutesStore } from '@/routing/routes';
import { invalidateAlarmLogs } from '../api';
import { ALARM_LOG_COMPONENT, devicePath, receiveAlarm } from './bellAlarms';
import { ALARM_BELL } from './texts';

/** The alarm log as the user's menus place it (the seeded path otherwise). */
export function useAlarmLogPath() {
  const flat = useRoutesStore((s) => s.flat);
  return flat.find((r) => r.component === ALARM_LOG_COMPONENT)?.path ?? '/iot/alarm/log';
}

/** What a pop-up and the bell say of an alarm: its level's name, its device's name. */
export const levelName = (row: AlarmLogRow) =>
  row.alarmLevel?.name
    ? seededLevelName(row.level, row.alarmLevel.name)
    : i18n.t(`${ALARM_BELL}:level`, { level: row.level });
export const deviceName = (row: AlarmLogRow) =>
  (row.devcie?.name && seededDeviceName(row.devcie.key, row.devcie.name)) || row.deviceKey;

/** Shows live alarms while mounted (the shell mounts it beside useLiveNotices); `client` is for tests. */
export function useLiveAlarms(client?: LiveClient) {
  const navigate = useNavigate();
  const logPath = useAlarmLogPath();
  // Navigating must not resubscribe: the pop-up's links read the latest navigate and path.
  const latest = useRef({ navigate, logPath });
  useEffect(() => {
    latest.current = { navigate, logPath };
  }, [navigate, logPath]);
  const queryClient = useQueryClient();

  useLiveFrame(
    'alarm',
    (row) => {
      if (!row?.id) return;
      receiveAlarm(queryClient, row);
      // Every alarm list on screen (the log, a product's or device's alarm tab) and the bell's count.
      void invalidateAlarmLogs(queryClient);
      const key = `alarm-${row.id}`;
      const go = (path: string) => () => {
        withFeedback((f) => f.notification.destroy(key));
        latest.current.navigate(path);
      };
      const t = (k: string, options?: Record<string, unknown>) => i18n.t(`${ALARM_BELL}:${k}`, options);
      withFeedback((f) =>
        f.notification.open({
          key,
          icon: <AlertFilled style={{ color: row.alarmLevel?.color || undefined }} />,
          title: t('newAlarm', { level: levelName(row) }),
          description: t('what', { device: deviceName(row), rule: row.ruleName }),
          actions: (
            <Space>
              <Button size="small" onClick={go(devicePath(row.deviceKey))}>
                {t('openDevice')}
              </Button>
              <Button size="small" type="primary" onClick={go(latest.current.logPath)}>
                {t('openLog')}
              </Button>
            </Space>
          ),
        }),
      );
    },
    client,
  );
}
