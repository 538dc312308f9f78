import { useTranslation } from 'react-i18next';
import { Dashboard } from './Dashboard';

export default function VisualizingDemo1() {
  const { t } = useTranslation('home');
  return <Dashboard title={t('visualizing1')} accent="#123a6b" />;
}
