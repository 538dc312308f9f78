import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { PrintDemo } from './PrintDemo';
import { demoTexts, PRINT } from './texts';

const print = vi.fn();
vi.mock('react-to-print', () => ({ useReactToPrint: () => print }));

describe('print demo', () => {
  itHasEveryLanguage(PRINT, demoTexts);

  it('prints its region', async () => {
    renderWithProviders(<PrintDemo />);
    expect(screen.getByTestId('demo-print')).toHaveTextContent('设备巡检单');
    await userEvent.click(screen.getByRole('button', { name: /点击打印演示/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
