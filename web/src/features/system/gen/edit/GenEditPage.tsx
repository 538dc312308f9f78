import { useQuery } from '@tanstack/react-query';
import { Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { genColumnListQuery } from '../api';
import { GEN } from '../texts';
import { GenEditor } from './GenEditor';

/** The editor's route (`/system/tools/gen/edit?tableId=`): loads the table's settings and columns. */
export function GenEditPage() {
  const { t } = useTranslation(GEN);
  const [search] = useSearchParams();
  const raw = search.get('tableId');
  const tableId = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const data = useQuery({ ...genColumnListQuery(tableId), enabled: tableId > 0 });
  if (!tableId) return <Result status="warning" title={t('edit.badId')} />;
  if (data.isError) return <Result status="error" title={data.error.message} />;
  if (!data.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  // Keyed by the table: another table's editor starts from its own settings.
  return <GenEditor key={tableId} tableId={tableId} data={data.data} />;
}
