import type { DeviceRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Alert, Card, Empty, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { feedback } from '@/lib/feedback';
import { DEVICE } from '../texts';
import { COMMAND_TIMEOUT_DEFAULT, COMMAND_TIMEOUT_MAX } from './api';
import { CommandForm, type Outcome } from './CommandForm';
import { CommandHistory } from './CommandHistory';

/**
 * Commands to the device (sagoo-iot-api.md §7.1, §7.2): a form per writable property and per
 * service, for holders of the device edit right; what the device answered (or why not); and the
 * command history. The server checks every value against the object model again.
 */
export function CommandsTab({ device }: { device: DeviceRow }) {
  const { t } = useTranslation(DEVICE);
  const [wait, setWait] = useState(COMMAND_TIMEOUT_DEFAULT);
  const [outcome, setOutcome] = useState<Outcome>();
  const writable = (device.tsl?.properties ?? []).filter((p) => p.accessMode === 0);
  const services = device.tsl?.functions ?? [];
  const base = { deviceKey: device.key, timeout: wait };
  const onOutcome = (o: Outcome) => {
    setOutcome(o);
    if (o.ok) feedback.message.success(t('commands.done', { name: o.name }));
  };
  return (
    <Flex vertical gap={12}>
      {device.status !== 2 && <Alert type="warning" showIcon title={t('commands.offline')} />}
      <Auth value={PERMISSIONS.device.edit}>
        <Flex align="center" gap={8}>
          <Typography.Text id="command-timeout">{t('commands.timeout')}</Typography.Text>
          <InputNumber
            aria-labelledby="command-timeout"
            min={1}
            max={COMMAND_TIMEOUT_MAX}
            precision={0}
            value={wait}
            onChange={(v) => setWait(v ?? COMMAND_TIMEOUT_DEFAULT)}
          />
        </Flex>
        <Card size="small" title={t('commands.properties')}>
          {writable.length === 0 && <Empty description={t('commands.noWritable')} />}
          {writable.map((p) => (
            <CommandForm
              key={p.key}
              name={`set_${p.key}`}
              title={p.name || p.key}
              fields={[p]}
              action={t('commands.set')}
              request={(params) => ({ kind: 'set', ...base, params })}
              onOutcome={onOutcome}
            />
          ))}
        </Card>
        <Card size="small" title={t('commands.services')}>
          {services.length === 0 && <Empty description={t('commands.noServices')} />}
          <Flex vertical gap={12}>
            {services.map((f) => (
              <Card key={f.key} type="inner" size="small" title={`${f.name || f.key} (${f.key})`}>
                <CommandForm
                  name={`invoke_${f.key}`}
                  title={f.name || f.key}
                  fields={f.inputs ?? []}
                  action={t('commands.invoke')}
                  request={(params) => ({ kind: 'invoke', ...base, funcKey: f.key, params })}
                  onOutcome={onOutcome}
                />
              </Card>
            ))}
          </Flex>
        </Card>
        {outcome && (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            closable
            onClose={() => setOutcome(undefined)}
            title={t(outcome.ok ? 'commands.done' : 'commands.failed', { name: outcome.name })}
            description={
              outcome.ok ? (
                <>
                  {t('commands.reply')}
                  <pre
                    data-testid="command-reply"
                    style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                  >
                    {JSON.stringify(outcome.data, null, 2)}
                  </pre>
                </>
              ) : (
                outcome.message
              )
            }
          />
        )}
      </Auth>
      <CommandHistory deviceKey={device.key} />
    </Flex>
  );
}
