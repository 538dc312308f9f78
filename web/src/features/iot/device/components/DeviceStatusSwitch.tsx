import type { DeviceRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { StatusSwitch } from '@/components/status/StatusSwitch';
import { seededDeviceName } from '@/i18n/seeded';
import { deviceApi } from '../api';
import { DEVICE } from '../texts';

/**
 * Enable (deploy) or disable (undeploy) a device after a confirmation; a refusal (an unpublished
 * product) leaves the switch as it was.
 */
export function DeviceStatusSwitch({
  row,
  onChanged,
  showState,
}: {
  row: Pick<DeviceRow, 'key' | 'name' | 'status'>;
  onChanged: () => void;
  /** The state in words beside the switch (the detail page's header). */
  showState?: boolean;
}) {
  return (
    <StatusSwitch
      ns={DEVICE}
      name={seededDeviceName(row.key, row.name) || row.key}
      enabled={row.status !== 0}
      permission={PERMISSIONS.device.status}
      change={(enable) => (enable ? deviceApi.deploy(row.key) : deviceApi.undeploy(row.key))}
      onChanged={onChanged}
      showState={showState}
    />
  );
}
