import { useTranslation } from 'react-i18next';
import { Dashboard } from './Dashboard';

export default function VisualizingDemo2() {
  const { t } = useTranslation('home');
  return <Dashboard title={t('visualizing2')} accent="#3a1f5d" />;
}
