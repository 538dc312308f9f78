import { Button, Card, Descriptions, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ParamsForm } from './ParamsForm';
import { DEMO_PARAMS } from './texts';

/** A fixed first segment of the dynamic route, as in the original (`:t`). */
export const DYNAMIC_T = 'sagoo-iot';

/** Opens the details page with the values in the query string. */
export function CommonRoutePage() {
  const navigate = useNavigate();
  return (
    <ParamsForm
      kind="common"
      onOpen={(values) => {
        const query = new URLSearchParams();
        if (values.id) query.set('id', values.id);
        if (values.tagsViewName) query.set('tagsViewName', values.tagsViewName);
        void navigate(`/demo/params/common/details?${query.toString()}`);
      }}
    />
  );
}

/** Opens the details page with the values in the path. */
export function DynamicRoutePage() {
  const navigate = useNavigate();
  return (
    <ParamsForm
      kind="dynamic"
      onOpen={({ id, tagsViewName }) =>
        void navigate(
          `/demo/params/dynamic/details/${DYNAMIC_T}/${encodeURIComponent(id)}/${encodeURIComponent(tagsViewName)}`,
        )
      }
    />
  );
}

function Details({ kind, values }: { kind: 'query' | 'params'; values: Record<string, string | undefined> }) {
  const { t } = useTranslation(DEMO_PARAMS);
  const location = useLocation();
  const navigate = useNavigate();
  const entries = Object.entries(values).filter(([, v]) => v !== undefined && v !== '');
  const back = <Button onClick={() => void navigate(-1)}>{t('back')}</Button>;
  if (entries.length === 0) return <Result status="info" title={t('details')} subTitle={t('none')} extra={back} />;
  return (
    <Card title={t('details')} extra={back}>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'path', label: t('path'), children: <Typography.Text code>{location.pathname}</Typography.Text> },
          ...entries.map(([key, value]) => ({
            key,
            label: `${t(kind)} · ${key}`,
            children: <Typography.Text data-testid={`param-${key}`}>{value}</Typography.Text>,
          })),
        ]}
      />
    </Card>
  );
}

/** Shows the query the common route was opened with. */
export function CommonDetailsPage() {
  const [search] = useSearchParams();
  return <Details kind="query" values={Object.fromEntries(search.entries())} />;
}

/** Shows the path parameters the dynamic route was opened with (the router hands them decoded). */
export function DynamicDetailsPage() {
  const params = useParams();
  return <Details kind="params" values={params} />;
}
