import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button/ToolButton';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** Whether the page is fullscreen now (also after Esc or F11 changed it behind our back). */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, () => Boolean(document.fullscreenElement));
}

/** Enters or leaves browser fullscreen for the whole console. */
export async function toggleFullscreen() {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    /* refused by the browser (no user gesture, or not allowed in a frame): nothing to undo */
  }
}

/** The fullscreen button; its icon and name follow document.fullscreenElement. */
export function FullscreenToggle() {
  const { t } = useTranslation('navbar');
  const full = useIsFullscreen();
  return (
    <ToolButton
      label={full ? t('fullscreen.exit') : t('fullscreen.enter')}
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => void toggleFullscreen()}
    />
  );
}
