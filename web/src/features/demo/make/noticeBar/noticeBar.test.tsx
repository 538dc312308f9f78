import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { NoticeBarDemo } from './NoticeBarDemo';
import { demoTexts, NOTICE_BAR } from './texts';

describe('notice bar demo', () => {
  itHasEveryLanguage(NOTICE_BAR, demoTexts);

  it('closes the closeable bar and shows it again', async () => {
    renderWithProviders(<NoticeBarDemo />);
    expect(screen.getByTestId('demo-notice-bar')).toBeInTheDocument();
    const name = '自定义颜色与图标，可关闭';
    expect(screen.getByRole('status', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '通知已关闭' }));
    expect(screen.queryByRole('status', { name })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新显示' }));
    expect(screen.getByRole('status', { name })).toBeInTheDocument();
  });
});
