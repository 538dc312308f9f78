import type { AlarmLogRow } from '@iot/contract';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { seededDeviceName, seededProductName } from '@/i18n/seeded';
import { LevelTag } from '../levels';
import { ALARM } from '../texts';
import { LogStatusTag } from './status';

/** The data as indented JSON when it is JSON, as it came otherwise. */
function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One alarm: what raised it, the data that last matched, and how it was handled. */
export function LogDetailDrawer({ row, onClose }: { row: AlarmLogRow | undefined; onClose: () => void }) {
  const { t } = useTranslation([ALARM, 'common']);
  const items = (row: AlarmLogRow) => [
    { key: 'rule', label: t('field.rule'), children: row.ruleName },
    { key: 'level', label: t('field.level'), children: <LevelTag level={row.level} /> },
    {
      key: 'product',
      label: t('field.product'),
      children: row.product ? seededProductName(row.product.key, row.product.name) : row.productKey,
    },
    {
      key: 'device',
      label: t('field.device'),
      children: row.devcie ? `${seededDeviceName(row.devcie.key, row.devcie.name)} (${row.devcie.key})` : row.deviceKey,
    },
    { key: 'time', label: t('field.time'), children: row.createdAt },
    { key: 'count', label: t('field.count'), children: row.count },
    { key: 'lastAt', label: t('field.lastAt'), children: row.lastAt },
    { key: 'expression', label: t('field.expression'), children: row.expression },
    {
      key: 'data',
      label: t('field.data'),
      children: <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{pretty(row.data)}</pre>,
    },
    { key: 'status', label: t('field.status'), children: <LogStatusTag status={row.status} /> },
    // Who closed it, when and why: only once it is closed.
    ...(row.status === 0
      ? []
      : [
          { key: 'handledBy', label: t('field.handledBy'), children: row.handledBy },
          { key: 'handledAt', label: t('field.handledAt'), children: row.handledAt },
          { key: 'content', label: t('field.content'), children: row.content },
        ]),
  ];
  return (
    <Drawer open={!!row} onClose={onClose} title={t('log.detail')} size={560}>
      {row && <Descriptions column={1} size="small" bordered items={items(row)} />}
    </Drawer>
  );
}
