import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewsCards } from './NewsCards';
import { newsItems } from './pictures';
import { DEMO_PAGES } from './texts';

const ITEMS = newsItems(24);

/** The card grid alone: as many columns as the width allows, paged; a card opens the filtering details. */
export function ListAdaptPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const navigate = useNavigate();
  return (
    <Card title={t('listAdapt.title')}>
      <NewsCards items={ITEMS} onOpen={(item) => void navigate(`/demo/pages/filteringDetails?id=${item.id}`)} />
    </Card>
  );
}
