// The designer page (route /iot/automation/design?id=): React Flow and its stylesheet load only
// with this page, which the router loads lazily.
import '@xyflow/react/dist/style.css';
import { useQuery } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { flowQuery } from '../api';
import { AUTOMATION } from '../texts';
import { Designer } from './Designer';

/** Opens the flow named by `?id=`, or a new one without it. */
export function DesignerPage() {
  const { t } = useTranslation(AUTOMATION);
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const flow = useQuery(flowQuery(id));
  if (id && flow.isError) return <Result status="404" title={t('done.notFound')} />;
  if (id && !flow.data) return <Spin style={{ display: 'block', padding: 48 }} />;
  return (
    <ReactFlowProvider key={id ?? 'new'}>
      <Designer flow={id ? flow.data : undefined} />
    </ReactFlowProvider>
  );
}
