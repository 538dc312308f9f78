import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { CropperDemo } from './CropperDemo';
import { CROPPER, demoTexts } from './texts';

describe('cropper demo', () => {
  itHasEveryLanguage(CROPPER, demoTexts);

  it('asks for a picture, then shows the crop area for the chosen one', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<CropperDemo />);
    expect(screen.getByText('请先选择一张图片')).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('cropper-file'), new File(['x'], 'p.png', { type: 'image/png' }));
    expect(screen.queryByText('请先选择一张图片')).not.toBeInTheDocument();
    expect(screen.getAllByRole('slider').length).toBeGreaterThan(0);
  });
});
