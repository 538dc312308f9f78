import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { ClipboardDemo } from './ClipboardDemo';
import { CLIPBOARD, demoTexts } from './texts';

describe('clipboard demo', () => {
  itHasEveryLanguage(CLIPBOARD, demoTexts);
  afterEach(() => vi.restoreAllMocks());

  it('copies the text, then cuts it (the field empties once copied)', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<ClipboardDemo />);
    const source = screen.getByLabelText('要复制的内容');
    await user.clear(source);
    await user.type(source, 'abc');
    await user.click(screen.getByRole('button', { name: /复\s*制/ }));
    expect(writeText).toHaveBeenLastCalledWith('abc');
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /剪\s*切/ }));
    expect(writeText).toHaveBeenCalledTimes(2);
    expect(source).toHaveValue('');
  });
});
