import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { RichTextDemo } from './RichTextDemo';
import { demoTexts, RICH_TEXT } from './texts';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

describe('rich text demo', () => {
  itHasEveryLanguage(RICH_TEXT, demoTexts);
  beforeEach(() => http.call.mockReset());

  it('shows the sample and its HTML, and toggles bold', async () => {
    renderWithProviders(<RichTextDemo />);
    expect(screen.getByLabelText('正文')).toHaveTextContent('这是一段示例内容');
    await waitFor(() => expect(screen.getByTestId('rich-text-html')).toHaveTextContent('<h2>富文本编辑器</h2>'));
    expect(screen.getByRole('button', { name: '粗体' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('uploads a chosen image to upload/singleImg and inserts it', async () => {
    http.call.mockResolvedValue({
      code: 0,
      message: '',
      data: {
        fullPath: 'http://x/upload_file/a.png',
        path: 'upload_file/a.png',
        name: 'a.png',
        size: 1,
        type: 'image/png',
      },
    });
    renderWithProviders(<RichTextDemo />);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('image-file'), file);
    expect(http.call).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/v1/system/upload/singleImg', method: 'POST' }),
    );
    await waitFor(() => expect(screen.getByTestId('rich-text-html')).toHaveTextContent('http://x/upload_file/a.png'));
  });
});
