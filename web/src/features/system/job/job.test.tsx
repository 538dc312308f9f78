import type { SysJob } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { JobPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const job = (jobId: number, jobName: string, invokeTarget: string, status: number): SysJob => ({
  jobId,
  jobName,
  jobParams: '',
  jobGroup: 'SYSTEM',
  invokeTarget,
  cronExpression: '0 */30 * * * *',
  misfirePolicy: 1,
  concurrent: 0,
  status,
  createdBy: 1,
  updatedBy: 1,
  createdUser: { id: 1, userNickname: 'admin' },
  updatedUser: { id: 1, userNickname: 'admin' },
  remark: '',
  createdAt: '2026-01-02 09:00:00',
  updatedAt: null,
});

const rows = [job(1, 'Expired sessions', 'clearExpiredSessions', 0), job(2, 'Old logs', 'pruneOldLogs', 1)];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/sysJob/list'))
      return { list: rows, total: 2, currentPage: 1, handlers: ['clearExpiredSessions', 'pruneOldLogs'] };
    if (url.endsWith('/sysJob/logs'))
      return {
        list: [
          {
            id: 9,
            targetName: 'pruneOldLogs',
            createdAt: '2026-01-02 03:30:00',
            result: 'operLogs: 4',
            status: 1,
            duration: 35,
          },
        ],
        total: 1,
        currentPage: 1,
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderPage = () => renderWithProviders(<JobPage />);

setUpPageTests({ serve });

describe('scheduled jobs', { timeout: 120000 }, () => {
  it('lists jobs with their method, expression and running state', async () => {
    renderPage();
    expect(await screen.findByText('Expired sessions')).toBeInTheDocument();
    expect(within(rowOf('Expired sessions')).getByText('clearExpiredSessions')).toBeInTheDocument();
    expect(within(rowOf('Expired sessions')).getByRole('switch')).toBeChecked();
    expect(within(rowOf('Old logs')).getByRole('switch')).not.toBeChecked();
  });

  it('adds a job: a registered method and a cron expression of 5 or 6 fields', async () => {
    http.post.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Old logs');
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    fill(within(dialog).getByLabelText('Name'), 'Nightly clean-up');
    fill(within(dialog).getByLabelText('Cron expression'), 'every night');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Method' }));
    fireEvent.click(await screen.findByTitle('pruneOldLogs'));
    fireEvent.click(byText('Save', within(dialog)));
    expect(
      await within(dialog).findByText('A cron expression has 5 fields, or 6 with seconds first'),
    ).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await fillAndSave(
      dialog,
      { 'Cron expression': '0 30  3 * * *', Parameters: '30' },
      http.post,
      '/api/v1/system/sysJob/add',
      {
        jobName: 'Nightly clean-up',
        jobParams: '30',
        jobGroup: 'DEFAULT',
        invokeTarget: 'pruneOldLogs',
        cronExpression: '0 30 3 * * *',
        misfirePolicy: 1,
        status: 1,
        remark: '',
      },
    );
  });

  it('runs a job once, pauses it, and shows its log', async () => {
    http.put.mockResolvedValue(null);
    renderPage();
    await screen.findByText('Old logs');
    fireEvent.click(within(rowOf('Old logs')).getByRole('button', { name: /Run once$/ }));
    fireEvent.click(
      within((await screen.findByText('Run “Old logs” once now?')).closest('.ant-popover') as HTMLElement).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/api/v1/system/sysJob/run', { jobId: 2 }));
    expect(await screen.findByText('Started; the job log shows its result')).toBeInTheDocument();

    fireEvent.click(within(rowOf('Expired sessions')).getByRole('switch'));
    fireEvent.click(
      within(
        (await screen.findByText('Pause the job “Expired sessions”?')).closest('.ant-popover') as HTMLElement,
      ).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(http.put).toHaveBeenLastCalledWith('/api/v1/system/sysJob/stop', { jobId: 1 }));

    fireEvent.click(within(rowOf('Old logs')).getByRole('button', { name: /Log$/ }));
    expect(await screen.findByText('operLogs: 4')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/sysJob/logs', {
      targetName: 'pruneOldLogs',
      pageNum: 1,
      pageSize: 10,
    });
  });

  it('hides the buttons from a user without their permissions', async () => {
    grant(['api/v1/system/sysJob/list']);
    renderPage();
    await screen.findByText('Old logs');
    expect(screen.queryByRole('button', { name: /Run once$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Log$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(within(rowOf('Old logs')).getByRole('switch')).toBeDisabled();
  });
});
