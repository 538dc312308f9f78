import { CloseOutlined, CopyOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/stores/themeConfig';
import { useIsMobile } from '../useIsMobile';
import { closeSettingsDrawer, copyThemeConfig, resetSettings } from './actions';
import { ColourSections } from './ColourSections';
import { InterfaceSection } from './InterfaceSection';
import { LayoutChoice } from './LayoutChoice';
import { OtherSection } from './OtherSection';
import { disabledStates } from './rules';

export const DRAWER_WIDTH = 260;

function SettingsContent() {
  const { t } = useTranslation('settings');
  const layout = useThemeConfig((s) => s.themeConfig.layout);
  const disabled = disabledStates(layout, useIsMobile());
  return (
    <>
      <ColourSections disabled={disabled} />
      <InterfaceSection disabled={disabled} />
      <OtherSection disabled={disabled} />
      <LayoutChoice />
      <footer style={{ marginTop: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Alert type="warning" showIcon title={t('tip')} style={{ fontSize: 12 }} />
        <Button type="primary" block icon={<CopyOutlined />} onClick={() => void copyThemeConfig()}>
          {t('copy')}
        </Button>
        <Tooltip title={t('resetHint')}>
          <Button block icon={<RedoOutlined />} onClick={resetSettings}>
            {t('reset')}
          </Button>
        </Tooltip>
      </footer>
    </>
  );
}

/**
 * The layout settings drawer (spec §2): from the right, 260 px, its content destroyed on close,
 * open while themeConfig.isDrawer is. SettingsHost mounts it and listens for 'openSetingsDrawer'.
 */
export function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const open = useThemeConfig((s) => s.themeConfig.isDrawer);
  return (
    <Drawer
      data-region="settings-drawer"
      open={open}
      placement="right"
      size={DRAWER_WIDTH}
      destroyOnHidden
      closable={false}
      title={t('title')}
      extra={
        <Tooltip title={t('close')}>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('close')}
            onClick={closeSettingsDrawer}
          />
        </Tooltip>
      }
      onClose={closeSettingsDrawer}
      styles={{ body: { padding: '0 16px 16px' } }}
    >
      <SettingsContent />
    </Drawer>
  );
}
