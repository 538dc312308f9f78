import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button/ToolButton';

/** The toolbar's search button; the toolbar owns the dialog, which the overflow menu opens too. */
export function MenuSearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('navbar');
  return <ToolButton label={t('search.label')} icon={<SearchOutlined />} onClick={onOpen} />;
}
