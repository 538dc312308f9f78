import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { setUpPageTests } from '@/test/page';
import { renderInDataRouter } from '@/test/render';
import { AutomationDesignPage } from '../index';
import { stubReactFlow } from './reactFlowStubs';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

setUpPageTests({ serve: () => http.get.mockResolvedValue({ list: [], total: 0, currentPage: 1 }) });
beforeAll(stubReactFlow);

const QUESTION = 'Discard the unsaved changes?';

/** The designer under a data router (as in the app), with the list one click away. */
function renderInRouter() {
  renderInDataRouter(
    [
      { path: '/iot/automation/design', element: <AutomationDesignPage /> },
      { path: '/iot/automation', element: <p>the list</p> },
    ],
    '/iot/automation/design',
  );
}

describe('the designer’s unsaved-changes guard', { timeout: 60000 }, () => {
  it('leaves at once without changes', async () => {
    renderInRouter();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('asks before leaving unsaved changes, and stays when told', async () => {
    renderInRouter();
    fireEvent.click(await screen.findByRole('button', { name: 'Add node: Manual run' }));
    await screen.findByTestId('node-manual_1');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    // antd names the confirmation by its title too, so the text is there twice.
    expect((await screen.findAllByText(QUESTION)).length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryAllByText(QUESTION)).toEqual([]));
    expect(screen.getByTestId('node-manual_1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await screen.findAllByText(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });
});
