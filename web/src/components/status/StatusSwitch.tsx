import { useMutation } from '@tanstack/react-query';
import { Flex, Popconfirm, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/auth';
import { feedback } from '@/lib/feedback';

interface Props {
  /**
   * The feature's texts namespace, for the words about its records: `status.enabled` and
   * `status.disabled` (the switch's name after the record's), `status.enableConfirm` and
   * `status.disableConfirm` (given `name`), `status.enabledDone` and `status.disabledDone`.
   */
  ns: string;
  /** The record's name, as the confirmation and the switch's label show it. */
  name: string;
  /** The state the server has. */
  enabled: boolean;
  /** The button permission the change needs; without it the switch only shows the state. */
  permission: string;
  /** Sends the change: enable, or disable. */
  change: (enable: boolean) => Promise<unknown>;
  /** After the server took the change: refresh what shows the record. */
  onChanged: () => void;
  /** Writes the state beside the switch ("Enabled" / "Disabled"), where nothing else names it (a page's header). */
  showState?: boolean;
}

/**
 * A record's enabled state as a switch that asks first; it shows the server's state until the change
 * is made, so a refusal leaves it as it was.
 */
export function StatusSwitch({ ns, name, enabled, permission, change, onChanged, showState }: Props) {
  const { t } = useTranslation([ns, 'common']);
  const { has } = usePermission();
  const run = useMutation({
    mutationFn: () => change(!enabled),
    onSuccess: () => {
      feedback.message.success(t(enabled ? 'status.disabledDone' : 'status.enabledDone'));
      onChanged();
    },
  });
  const state = t(enabled ? 'status.enabled' : 'status.disabled');
  const label = `${name}: ${state}`;
  const control = has(permission) ? (
    <Popconfirm
      title={t(enabled ? 'status.disableConfirm' : 'status.enableConfirm', { name })}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: enabled }}
      onConfirm={() => run.mutateAsync().catch(() => undefined)}
    >
      <Switch size="small" checked={enabled} loading={run.isPending} aria-label={label} />
    </Popconfirm>
  ) : (
    <Switch size="small" checked={enabled} disabled aria-label={label} />
  );
  if (!showState) return control;
  return (
    <Flex align="center" gap={8}>
      {control}
      <Typography.Text>{state}</Typography.Text>
    </Flex>
  );
}
