import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './ToolButton';

/** The window event the settings drawer listens to (the spec's spelling). */
export const OPEN_SETTINGS_EVENT = 'openSetingsDrawer';

export const openSettingsDrawer = () => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));

/** Opens the layout settings drawer. */
export function SettingsButton() {
  const { t } = useTranslation('navbar');
  return <ToolButton label={t('settings')} icon={<SettingOutlined />} onClick={openSettingsDrawer} />;
}
