import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, grant, rowOf, setUpPageTests } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { GenListPage } from './index';
import { genTable } from './testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));
// CodeMirror needs layout jsdom does not have: a <pre> stands in for the read-only view (same props).
vi.mock('./components/CodeView', () => ({
  default: ({ text, label }: { text: string; label: string }) => <pre aria-label={label}>{text}</pre>,
}));
const saveFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/saveFile', () => ({ saveFile }));
const refreshRoutes = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/routing/routes', () => ({ refreshRoutes }));

const tables = [
  genTable(1, 'demo_gen', { className: 'DemoGen' }),
  genTable(2, 'demo_tree', { className: 'DemoTree', businessName: 'demoTree' }),
];

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/tools/gen/tableList')) return { list: tables, total: 2, currentPage: 1 };
    if (url.endsWith('/tools/gen/dataList'))
      return {
        list: [
          { tableName: 'shop_order', tableComment: 'Orders', createTime: null, updateTime: null },
          { tableName: 'shop_item', tableComment: '', createTime: null, updateTime: null },
        ],
        total: 2,
        currentPage: 1,
      };
    if (url.endsWith('/tools/gen/preview'))
      return {
        data: {
          'web/src/features/system/demoGen/api.ts': 'export const api = 1;',
          'contract/src/demoGen.ts': 'export const schema = 2;',
          'server/src/modules/demoGen/routes.ts': 'export default 3;',
        },
      };
    throw new Error(`unexpected GET ${url}`);
  });
}

const jsonBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });

setUpPageTests({ serve });

describe('code generator list', { timeout: 120000 }, () => {
  it('lists the imported tables with their class names', async () => {
    renderWithProviders(<GenListPage />);
    expect(await screen.findByText('demo_gen')).toBeInTheDocument();
    expect(within(rowOf('demo_tree')).getByText('DemoTree')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/tools/gen/tableList', { pageNum: 1, pageSize: 20 });
  });

  it('imports the ticked database tables', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(byText('Import'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('shop_order');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Tick the tables to import')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
    // A click on the row ticks it, as GFast's dialog does.
    fireEvent.click(within(dialog).getByText('shop_order'));
    fireEvent.click(within(dialog).getByText('shop_item'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/system/tools/gen/importTableSave', {
        tables: ['shop_order', 'shop_item'],
      }),
    );
    expect(await screen.findByText('Imported')).toBeInTheDocument();
  });

  it('searches the database tables in the import dialog', async () => {
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(byText('Import'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('shop_order');
    fireEvent.change(within(dialog).getByLabelText('Table name'), { target: { value: ' shop ' } });
    fireEvent.click(byText('Search', within(dialog)));
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/api/v1/system/tools/gen/dataList', {
        tableName: 'shop',
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('previews one read-only tab per file, contract first, each with a copy button', async () => {
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(within(rowOf('demo_gen')).getByRole('button', { name: /Preview$/ }));
    const dialog = await screen.findByRole('dialog');
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'contract/src/demoGen.ts',
      'server/src/modules/demoGen/routes.ts',
      'web/src/features/system/demoGen/api.ts',
    ]);
    expect(await within(dialog).findByLabelText('Code of contract/src/demoGen.ts')).toHaveTextContent(
      'export const schema = 2;',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy contract/src/demoGen.ts' })).toBeInTheDocument();
    fireEvent.click(tabs[2]);
    expect(await within(dialog).findByLabelText('Code of web/src/features/system/demoGen/api.ts')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/tools/gen/preview', { tableId: 1 });
  });

  it('syncs a table only after confirming', async () => {
    http.post.mockResolvedValue(null);
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(within(rowOf('demo_gen')).getByRole('button', { name: /Sync$/ }));
    expect(http.post).not.toHaveBeenCalled();
    const popover = (await screen.findByText(/Read the columns of “demo_gen”/)).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/v1/system/tools/gen/syncTable', { tableId: 1 }));
  });

  it('downloads the zip of a generation', async () => {
    http.call.mockResolvedValue(new Blob(['PK'], { type: 'application/zip' }));
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(within(rowOf('demo_tree')).getByRole('button', { name: /Generate$/ }));
    const popover = (await screen.findByText('Generate the code of “demo_tree”?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'demoTree.zip'));
    expect(http.call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: '/api/v1/system/tools/gen/batchGenCode', data: { ids: [2] } }),
    );
  });

  it('reports the files written and skipped when the server writes them (CODEGEN_WRITE=on)', async () => {
    http.call.mockResolvedValue(
      jsonBlob({
        code: 0,
        message: 'ok',
        data: {
          written: ['server/src/modules/demoGen/routes.ts'],
          skipped: [{ path: 'web/src/features/system/demoGen/api.ts', reason: 'changed since the last generation' }],
          menus: ['api/v1/system/demoGen/list'],
        },
      }),
    );
    http.get.mockImplementation(async (url: string) => {
      if (url.endsWith('/tools/gen/tableList')) return { list: tables, total: 2, currentPage: 1 };
      throw new Error(`unexpected GET ${url}`);
    });
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(within(rowOf('demo_gen')).getByRole('button', { name: /Generate$/ }));
    const popover = (await screen.findByText('Generate the code of “demo_gen”?')).closest(
      '.ant-popover',
    ) as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));
    const report = (await screen.findByText('Generation report')).closest('.ant-modal') as HTMLElement;
    expect(within(report).getByText('1 files written, 1 skipped')).toBeInTheDocument();
    expect(within(report).getByText('server/src/modules/demoGen/routes.ts')).toBeInTheDocument();
    expect(within(report).getByText('web/src/features/system/demoGen/api.ts')).toBeInTheDocument();
    expect(within(report).getByText('changed since the last generation')).toBeInTheDocument();
    expect(within(report).getByText('api/v1/system/demoGen/list')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    // The new menus show once the user's menus are read again.
    await waitFor(() => expect(refreshRoutes).toHaveBeenCalled());
  });

  it('shows a refusal that came instead of the zip', async () => {
    http.call.mockResolvedValue(jsonBlob({ code: 51, message: 'The table has no primary key' }));
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(byText('Generate selected'));
    expect(await screen.findByText('Tick the tables to generate')).toBeInTheDocument();
    fireEvent.click(within(rowOf('demo_gen')).getByRole('checkbox'));
    fireEvent.click(byText('Generate selected'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The table has no primary key')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('deletes only the settings, after confirming', async () => {
    http.del.mockResolvedValue(null);
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    fireEvent.click(within(rowOf('demo_gen')).getByRole('button', { name: /Delete$/ }));
    expect(await screen.findByText('Only the settings go; the database table stays')).toBeInTheDocument();
    const popover = screen.getByText('Delete “demo_gen”?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(http.del).toHaveBeenCalledWith('/api/v1/system/tools/gen/tableDelete', { ids: [1] }));
  });

  it('hides the buttons from a user without their permissions', async () => {
    grant(['api/v1/system/tools/gen/tableList']);
    renderWithProviders(<GenListPage />);
    await screen.findByText('demo_gen');
    for (const name of [/Import$/, /Preview$/, /Sync$/, /Generate$/, /Edit$/, /Delete$/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
