import { PERMISSIONS } from '@iot/contract/permissions';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { AlarmLogPage } from '../log/AlarmLogPage';
import { AlarmSettingPage } from '../setting/AlarmSettingPage';
import { ALARM } from '../texts';

/** A product's alarms: its alarm log and its rules, each for users with that menu. */
export function ProductAlarmsTab({ productKey }: { productKey: string }) {
  const { t } = useTranslation(ALARM);
  // Page rules: a user may open them by their menus, not only by a button permission.
  const { canOpen } = usePermission();
  const items = [
    ...(canOpen(PERMISSIONS.alarm.logList)
      ? [{ key: 'log', label: t('tabs.log'), children: <AlarmLogPage fixed={{ productKey }} /> }]
      : []),
    ...(canOpen(PERMISSIONS.alarm.ruleList)
      ? [{ key: 'rules', label: t('tabs.rules'), children: <AlarmSettingPage productKey={productKey} /> }]
      : []),
  ];
  return <Tabs size="small" destroyOnHidden items={items} />;
}

/** A device's alarm log. */
export function DeviceAlarmsTab({ deviceKey }: { deviceKey: string }) {
  return <AlarmLogPage fixed={{ deviceKey }} />;
}

/**
 * The alarm tabs a product's and a device's page show, each only to users who may open something
 * in it (undefined: no tab).
 */
export function useAlarmTabs() {
  const { canOpen } = usePermission();
  return {
    product: canOpen(PERMISSIONS.alarm.logList) || canOpen(PERMISSIONS.alarm.ruleList) ? ProductAlarmsTab : undefined,
    device: canOpen(PERMISSIONS.alarm.logList) ? DeviceAlarmsTab : undefined,
  };
}
