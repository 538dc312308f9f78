import type { FlowRow } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { AutomationListPage } from '../index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const flow = (id: number, name: string, extra: Partial<FlowRow> = {}): FlowRow => ({
  id,
  name,
  remark: '',
  status: 0,
  version: 1,
  updatedAt: '2026-11-20 08:00:00',
  lastRunAt: null,
  runCount: 0,
  errorCount: 0,
  ...extra,
});

const flows = [
  flow(1, 'Fan on when hot', {
    status: 1,
    remark: 'hall A',
    lastRunAt: '2026-11-21 09:30:00',
    runCount: 12,
    errorCount: 2,
  }),
  flow(2, 'Nightly report'),
];
const graph = { nodes: [{ id: 'manual_1', type: 'trigger.manual', position: { x: 0, y: 0 }, data: {} }], edges: [] };

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/automation/flow/list')) return { list: flows, total: 2, currentPage: 1 };
    if (url.endsWith('/automation/flow/get')) return { ...flows[1], graph };
    throw new Error(`unexpected GET ${url}`);
  });
  http.put.mockResolvedValue(null);
  http.post.mockResolvedValue({ id: 9 });
  http.del.mockResolvedValue(null);
}

setUpPageTests({ serve });

describe('automation flow list', { timeout: 60000 }, () => {
  it('lists the flows with their status, last run, runs and errors', async () => {
    renderWithProviders(<AutomationListPage />);
    expect(await screen.findByText('Fan on when hot')).toBeInTheDocument();
    const hot = rowOf('Fan on when hot');
    expect(within(hot).getByText('hall A')).toBeInTheDocument();
    expect(within(hot).getByText('2026-11-21 09:30:00')).toBeInTheDocument();
    expect(within(hot).getByText('12')).toBeInTheDocument();
    expect(within(hot).getByText('2')).toBeInTheDocument();
    expect(within(hot).getByRole('switch', { name: 'Fan on when hot: Enabled' })).toBeChecked();
    expect(within(rowOf('Nightly report')).getByText('Never run')).toBeInTheDocument();
    expect(within(rowOf('Nightly report')).getByRole('switch')).not.toBeChecked();
  });

  it('enables a flow after asking', async () => {
    renderWithProviders(<AutomationListPage />);
    await screen.findByText('Nightly report');
    fireEvent.click(within(rowOf('Nightly report')).getByRole('switch'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith('/api/v1/automation/flow/setStatus', { id: 2, status: 1 }),
    );
  });

  it('copies a flow as a new draft named "(copy)"', async () => {
    renderWithProviders(<AutomationListPage />);
    await screen.findByText('Nightly report');
    fireEvent.click(byText('Copy', within(rowOf('Nightly report'))));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/automation/flow/add', {
        name: 'Nightly report (copy)',
        remark: '',
        graph,
      }),
    );
  });

  it('opens the designer to add or design a flow', async () => {
    renderWithProviders(<AutomationListPage />);
    await screen.findByText('Nightly report');
    fireEvent.click(byText('Design', within(rowOf('Nightly report'))));
    expect(screen.getByTestId('location')).toHaveTextContent('/iot/automation/design');
  });

  it('deletes a flow after asking', async () => {
    renderWithProviders(<AutomationListPage />);
    await screen.findByText('Nightly report');
    fireEvent.click(byText('Delete', within(rowOf('Nightly report'))));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/automation/flow/delete', { ids: [2] }));
  });

  it('shows the switch read-only without the status permission', async () => {
    grant(['api/v1/automation/flow/list']);
    renderWithProviders(<AutomationListPage />);
    await screen.findByText('Nightly report');
    expect(within(rowOf('Nightly report')).getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Copy$/ })).toBeNull();
  });
});
