import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { liveEachTest } from '@/test/liveSockets';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { MqueueDemo } from './MqueueDemo';
import { demoTexts, MQUEUE } from './texts';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
vi.mock('@/lib/live', async (importOriginal) =>
  (await import('@/test/liveSockets')).withFakeLive(await importOriginal()),
);

describe('message queue demo', () => {
  itHasEveryLanguage(MQUEUE, demoTexts);
  const { frame } = liveEachTest();
  beforeEach(() => http.post.mockReset().mockResolvedValue(null));

  it('sends the message and shows it when it comes back on the live channel', async () => {
    renderWithProviders(<MqueueDemo />);
    expect(screen.getByText('还没有收到消息')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '生产消息' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/mqueue/demo/produce', {
        topic: 'producer_topic_test',
        body: '测试消息队列内容',
      }),
    );
    frame({ event: 'mqueueMessage', data: { topic: 'producer_topic_test', body: '测试消息队列内容', at: Date.now() } });
    expect(screen.getByTestId('mqueue-received')).toHaveTextContent('测试消息队列内容');
    expect(screen.queryByText('还没有收到消息')).not.toBeInTheDocument();
  });

  it('refuses an empty topic before sending', async () => {
    renderWithProviders(<MqueueDemo />);
    await userEvent.clear(screen.getByLabelText('主题'));
    await userEvent.click(screen.getByRole('button', { name: '生产消息' }));
    expect(await screen.findByText('请输入主题')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });
});
