import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { copyText, useCopy } from './clipboard';
import { setFeedback } from './feedback';

const message = { success: vi.fn(), error: vi.fn() };
const writeText = vi.fn();

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

beforeEach(async () => {
  vi.clearAllMocks();
  setFeedback({ message, modal: {} } as never);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  setClipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it("writes through the Clipboard API and says 'Copy succeeded!'", async () => {
    setClipboard({ writeText });
    writeText.mockResolvedValue(undefined);
    await expect(copyText('hello 世界')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello 世界');
    expect(message.success).toHaveBeenCalledWith('Copy succeeded!');
  });

  it("says 'Copy failed!' when the browser refuses", async () => {
    setClipboard({ writeText });
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyText('x')).resolves.toBe(false);
    expect(message.error).toHaveBeenCalledWith('Copy failed!');
    expect(message.success).not.toHaveBeenCalled();
  });

  it('falls back to a selected text area without the Clipboard API (plain http)', async () => {
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await expect(copyText('over http')).resolves.toBe(true);
    expect(copied).toBe('over http');
    expect(document.querySelector('textarea')).toBeNull();
    expect(message.success).toHaveBeenCalledWith('Copy succeeded!');
  });

  it('fails when the fallback is refused or missing, leaving no text area behind', async () => {
    document.execCommand = vi.fn(() => false);
    await expect(copyText('x')).resolves.toBe(false);
    Reflect.deleteProperty(document, 'execCommand');
    await expect(copyText('x')).resolves.toBe(false);
    expect(message.error).toHaveBeenCalledTimes(2);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('speaks the current language', async () => {
    setClipboard({ writeText });
    writeText.mockResolvedValue(undefined);
    await i18n.changeLanguage('zh-cn');
    await copyText('x');
    expect(message.success).toHaveBeenCalledWith('复制成功！');
  });
});

it('useCopy hands components copyText', () => {
  const { result } = renderHook(() => useCopy());
  expect(result.current.copyText).toBe(copyText);
});
