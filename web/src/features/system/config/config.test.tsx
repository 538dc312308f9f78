import type { SysConfig } from '@iot/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, grant, rowOf, setUpPageTests, fillAndSave } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { ConfigPage } from './index';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const config = (configId: number, configKey: string, configValue: string, configType = 0): SysConfig => ({
  configId,
  configName: `Name ${configKey}`,
  configKey,
  configValue,
  configType,
  createBy: 1,
  updateBy: 1,
  remark: '',
  createdAt: '2026-01-02 09:00:00',
  updatedAt: null,
});

const rows = [config(1, 'sys.uploadFile.fileSize', '50M', 1), config(2, 'demo.key', 'v1')];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/config/list')) return { list: rows, total: 2, currentPage: 1 };
    throw new Error(`unexpected GET ${url}`);
  });
}

const renderPage = () => renderWithProviders(<ConfigPage />);
const listCalls = () => http.get.mock.calls.filter(([url]) => String(url).endsWith('/config/list'));

setUpPageTests({ serve });

describe('system parameters', { timeout: 120000 }, () => {
  it('lists parameters with key, whole value and whether built in; searches and resets', async () => {
    renderPage();
    expect(await screen.findByText('sys.uploadFile.fileSize')).toBeInTheDocument();
    expect(within(rowOf('sys.uploadFile.fileSize')).getByText('Yes')).toBeInTheDocument();
    expect(within(rowOf('demo.key')).getByText('No')).toBeInTheDocument();
    expect(within(rowOf('demo.key')).getByText('v1')).toBeInTheDocument();
    expect(screen.getByText(/Built-in parameters cannot be deleted/)).toBeInTheDocument();
    fill(screen.getByLabelText('Key'), ' upload ');
    fireEvent.click(byText('Search'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20, configKey: 'upload' }));
    fireEvent.click(byText('Reset'));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toEqual({ pageNum: 1, pageSize: 20 }));
  });

  it('adds a parameter once the required fields are there', async () => {
    http.post.mockResolvedValue(null);
    renderPage();
    await screen.findByText('demo.key');
    fireEvent.click(byText('Add'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(byText('Save', within(dialog)));
    expect(await within(dialog).findByText('Please enter Key')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    await fillAndSave(
      dialog,
      { Name: 'Site name', Key: 'site.name', Value: 'Plant 1' },
      http.post,
      '/api/v1/system/config/add',
      {
        configName: 'Site name',
        configKey: 'site.name',
        configValue: 'Plant 1',
        configType: 0,
        remark: '',
      },
    );
  });

  it('edits a copy of the row with its configId, and deletes with a note on built-ins', async () => {
    http.put.mockResolvedValue(null);
    http.del.mockResolvedValue(null);
    renderPage();
    await screen.findByText('demo.key');
    fireEvent.click(within(rowOf('demo.key')).getByRole('button', { name: /Edit$/ }));
    const dialog = await screen.findByRole('dialog');
    await fillAndSave(dialog, { Value: 'v2' }, http.put, '/api/v1/system/config/edit', {
      configId: 2,
      configName: 'Name demo.key',
      configKey: 'demo.key',
      configValue: 'v2',
      configType: 0,
      remark: '',
    });
    // A built-in row's Delete is disabled and says why (the server refuses it too).
    const locked = within(rowOf('sys.uploadFile.fileSize')).getByRole('button', { name: /Delete$/ });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription('Built in: cannot be deleted');
    expect(within(rowOf('demo.key')).getByRole('button', { name: /Delete$/ })).toBeEnabled();
    // Keys wrap only after their dots.
    expect(rowOf('sys.uploadFile.fileSize').querySelectorAll('wbr')).toHaveLength(2);
  });

  it('hides the buttons from a user without their permissions', async () => {
    grant(['api/v1/system/config/list']);
    renderPage();
    await screen.findByText('demo.key');
    expect(screen.queryByRole('button', { name: /Add$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
  });
});
