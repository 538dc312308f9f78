import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { QrCodeDemo } from './QrCodeDemo';
import { demoTexts, QRCODE } from './texts';

describe('QR code demo', () => {
  itHasEveryLanguage(QRCODE, demoTexts);

  it('renders a code for the typed text, and an empty state without text', () => {
    renderWithProviders(<QrCodeDemo />);
    expect(screen.getByTestId('demo-qrcode')).toBeInTheDocument();
    const box = screen.getByLabelText('内容');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('img', { name: /二维码/ })).not.toBeInTheDocument();
    expect(screen.getByText('请输入内容')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'hello iot' } });
    expect(screen.getByRole('img', { name: '二维码: hello iot' })).toHaveAttribute('data-value', 'hello iot');
  });
});
