import { CloseOutlined, CopyOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Tooltip } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button/ToolButton';
import { MOBILE_WIDTH, useWidthBelow } from '@/lib/viewport';
import { useThemeConfig } from '@/stores/themeConfig';
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
  const disabled = disabledStates(layout, useWidthBelow(MOBILE_WIDTH));
  // The drawer paints with its first screen (the colours) at once; the long rest (some 40 controls,
  // below the fold) renders as a deferred update right after, so opening stays quick.
  const rest = useDeferredValue(true, false);
  if (!rest)
    return (
      <div data-settings-stage="first">
        <ColourSections disabled={disabled} />
      </div>
    );
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
 * Escape closes the drawer while focus is in it. antd hands Escape only to the overlay opened last,
 * and the settings button's tooltip, left mid-animation under the drawer when it reopens without the
 * pointer moving, can be that overlay. Focus in a colour picker's popup (outside the drawer's DOM) is
 * left to the popup.
 */
function useEscapeWithin(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const drawer = document.querySelector('[data-region="settings-drawer"]')?.closest('.ant-drawer');
      if (drawer?.contains(document.activeElement)) closeSettingsDrawer();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/**
 * The layout settings drawer (spec §2): from the right, 260 px, its content destroyed on close,
 * open while themeConfig.isDrawer is. SettingsHost mounts it and listens for 'openSetingsDrawer'.
 * Until it first opens, its content is also rendered once out of sight: that builds antd's styles
 * for its 40 controls ahead (they stay cached), so the first open is as quick as the next ones.
 * Outside the drawer, whose portal would otherwise count as open and take Escape from dialogs.
 */
export function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const open = useThemeConfig((s) => s.themeConfig.isDrawer);
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  useEscapeWithin(open);
  return (
    <>
      {!openedOnce && (
        <div hidden>
          <SettingsContent />
        </div>
      )}
      <Drawer
        data-region="settings-drawer"
        open={open}
        placement="right"
        size={DRAWER_WIDTH}
        destroyOnHidden
        closable={false}
        title={t('title')}
        extra={<ToolButton size="small" label={t('close')} icon={<CloseOutlined />} onClick={closeSettingsDrawer} />}
        onClose={closeSettingsDrawer}
        styles={{ body: { padding: '0 16px 16px' } }}
      >
        <SettingsContent />
      </Drawer>
    </>
  );
}
