import i18n from '@/i18n';
import { feedback } from './feedback';

/** The pre-Clipboard-API way, for pages served over plain http where navigator.clipboard is missing. */
function copyWithSelection(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** Puts `text` on the clipboard and says 'Copy succeeded!' or 'Copy failed!'; resolves whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
    else copyWithSelection(text);
    feedback.message.success(i18n.t('common:copy.ok'));
    return true;
  } catch {
    feedback.message.error(i18n.t('common:copy.fail'));
    return false;
  }
}

/** The clipboard for components: `const { copyText } = useCopy()`. */
export function useCopy() {
  return { copyText };
}
