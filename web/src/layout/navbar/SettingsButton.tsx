import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/stores/themeConfig';
import { preloadSettingsDrawer } from '../settings/SettingsHost';
import { ToolButton } from '@/components/tool-button/ToolButton';

/** The window event the settings drawer listens to (the spec's spelling). */
export const OPEN_SETTINGS_EVENT = 'openSetingsDrawer';

export const openSettingsDrawer = () => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));

/** Opens the layout settings drawer. */
export function SettingsButton() {
  const { t } = useTranslation('navbar');
  // Its tooltip would stay up under the open drawer and take the first Escape meant for the drawer.
  const drawerOpen = useThemeConfig((s) => s.themeConfig.isDrawer);
  return (
    <ToolButton
      label={t('settings')}
      icon={<SettingOutlined />}
      menuOpen={drawerOpen}
      onClick={openSettingsDrawer}
      onPointerEnter={preloadSettingsDrawer}
      onFocus={preloadSettingsDrawer}
    />
  );
}
