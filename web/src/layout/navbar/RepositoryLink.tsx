import { GithubOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button/ToolButton';

export const REPOSITORY_URL = 'https://github.com/tiger1103/gfast';

/** The code repository, in a new tab. */
export function RepositoryLink() {
  const { t } = useTranslation();
  return (
    <ToolButton
      label={t('layout.repository')}
      icon={<GithubOutlined />}
      href={REPOSITORY_URL}
      target="_blank"
      rel="noopener noreferrer"
    />
  );
}
