import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { seededTitle } from '@/i18n/seeded';
import { operLogQuery } from '../api';
import { OPER_LOG } from '../texts';
import { ResultTag } from './ResultTag';

/** JSON indented when it is JSON (GFast shows the raw string). */
function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const pre = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** One entry, read from the server when opened: route, parameters (secrets masked), answer, error. */
export function OperLogDetail({ operId, onClose }: { operId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(OPER_LOG);
  const entry = useQuery({ ...operLogQuery(operId ?? 0), enabled: operId !== undefined });
  const e = entry.data;
  return (
    <Drawer open={operId !== undefined} onClose={onClose} title={t('detailTitle')} size={640}>
      {!e ? (
        <Spin spinning={entry.isFetching} />
      ) : (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'operId', label: t('field.operId'), children: e.operId },
            { key: 'title', label: t('field.title'), children: seededTitle(e.title) },
            { key: 'method', label: t('field.method'), children: e.method },
            { key: 'operName', label: t('field.operName'), children: e.operName },
            { key: 'deptName', label: t('field.deptName'), children: e.deptName },
            { key: 'operIp', label: t('field.operIp'), children: e.operIp },
            { key: 'client', label: t('field.client'), children: `${e.browser} / ${e.os}` },
            { key: 'operParam', label: t('field.operParam'), children: <pre style={pre}>{pretty(e.operParam)}</pre> },
            { key: 'status', label: t('field.status'), children: <ResultTag status={e.status} /> },
            {
              key: 'jsonResult',
              label: t('field.jsonResult'),
              children: <pre style={pre}>{pretty(e.jsonResult)}</pre>,
            },
            ...(e.errorMsg ? [{ key: 'errorMsg', label: t('field.errorMsg'), children: e.errorMsg }] : []),
            { key: 'costTime', label: t('field.costTime'), children: t('ms', { ms: e.costTime }) },
            { key: 'operTime', label: t('field.operTime'), children: e.operTime },
          ]}
        />
      )}
    </Drawer>
  );
}
