import { Button, Card, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { newsItems } from './pictures';
import { DEMO_PAGES } from './texts';

const ITEMS = newsItems(40);

/** The hidden details page a filtering card opens (`?id=`): the item it names, or how to get here. */
export function FilteringDetailsPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const item = ITEMS.find((i) => String(i.id) === params.get('id'));
  const back = (
    <Button type="primary" onClick={() => void navigate('/demo/pages/filtering')}>
      {t('filtering.back')}
    </Button>
  );
  if (!item) return <Result status="info" title={t('filtering.details')} subTitle={t('filtering.noId')} extra={back} />;
  return (
    <Card title={t('filtering.detailsOf', { id: item.id })} extra={back}>
      <img src={item.image} alt="" style={{ width: '100%', maxWidth: 480, borderRadius: 8, marginBottom: 16 }} />
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'title', label: t('tree.name'), children: t('news.title', { n: item.id }), span: 2 },
          { key: 'price', label: t('news.labels.price'), children: `¥${item.price}` },
          { key: 'rating', label: t('news.labels.rating'), children: item.rating },
          { key: 'likes', label: t('news.labels.likes'), children: item.likes },
          { key: 'sales', label: t('news.labels.sales'), children: item.sales },
        ]}
      />
    </Card>
  );
}
