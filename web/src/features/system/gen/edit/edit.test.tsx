import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/test/httpMock';
import { byText, fill, setUpPageTests } from '@/test/page';
import { renderInDataRouter } from '@/test/render';
import { GenEditPage } from '../index';
import { demoColumns, genColumn, genTable } from '../testData';
import { toBody, infoToValues } from './editForm';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const info = genTable(1, 'demo_gen');

/** What relationTable answers: one imported table to relate a column to. */
const RELATION_TABLES = {
  data: [
    {
      tableId: 2,
      tableName: 'demo_tree',
      tableComment: 'Tree',
      className: 'DemoTree',
      businessName: 'demoTree',
      packageName: 'system/demo',
      columns: [
        { columnName: 'id', columnComment: 'Key', tsField: 'id', isPk: true },
        { columnName: 'title', columnComment: 'Title', tsField: 'title', isPk: false },
      ],
    },
  ],
};

function serve() {
  http.get.mockImplementation(async (url: string, params?: { tableId?: number }) => {
    if (url.endsWith('/tools/gen/columnList') && params?.tableId === 1) return { info, list: demoColumns() };
    if (url.endsWith('/dict/type/optionSelect'))
      return { dictType: [{ dictId: 1, dictName: 'Status', dictType: 'sys_normal_disable' }] };
    if (url.endsWith('/menu/getParams')) return { roles: [], menus: [] };
    if (url.endsWith('/tools/gen/relationTable')) return RELATION_TABLES;
    throw new Error(`unexpected GET ${url}`);
  });
}

setUpPageTests({ serve });

/** The editor in a data router (its unsaved-changes guard needs one), beside a stand-in list page. */
function renderEditor(route = '/system/tools/gen/edit?tableId=1') {
  return renderInDataRouter(
    [
      { path: '/system/tools/gen/edit', element: <GenEditPage /> },
      { path: '/system/tools/gen', element: <p>the list page</p> },
    ],
    route,
  );
}

/** The body the editor sends for the sample table, with `change` applied. */
const savedBody = (change: Parameters<typeof toBody>[1] extends infer V ? Partial<V> : never = {}) =>
  toBody(1, { ...infoToValues(info), ...change }, demoColumns());

const step = (name: string) => fireEvent.click(screen.getByText(name));

/** Picks `option` in the select named `label` (in its own dropdown: several may be in the page). */
async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  const dropdown = listbox.closest('.ant-select-dropdown') as HTMLElement;
  fireEvent.click(await within(dropdown).findByTitle(option));
}

describe('code generator editor', { timeout: 120000 }, () => {
  it('loads the table and its columns, hiding the ones the framework keeps', async () => {
    renderEditor();
    expect(await screen.findByLabelText('Table name')).toHaveValue('demo_gen');
    expect(screen.getByLabelText('Class name')).toHaveValue('DemoGen');
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/tools/gen/columnList', { tableId: 1 });
    step('3. Columns');
    expect(await screen.findByText('parent_id')).toBeInTheDocument();
    expect(screen.queryByText('updated_at')).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Order name' })).toHaveValue('2');
  });

  it('says when the address has no table id', async () => {
    renderEditor('/system/tools/gen/edit');
    expect(await screen.findByText('No table id in the address')).toBeInTheDocument();
  });

  it('ticks a flag for every column from its header and saves the whole configuration', async () => {
    http.post.mockResolvedValue(null);
    const router = renderEditor();
    await screen.findByLabelText('Table name');
    step('3. Columns');
    const all = await screen.findByRole('checkbox', { name: 'Tick or untick “Search” for every column' });
    fireEvent.click(all);
    for (const column of ['id', 'name', 'status', 'parent_id', 'created_at'])
      expect(screen.getByRole('checkbox', { name: `“Search” of “${column}”` })).toBeChecked();
    // Some columns listed, some not: the header shows it and ticks the rest.
    const list = screen.getByRole('checkbox', { name: 'Tick or untick “List” for every column' });
    expect(list).toBePartiallyChecked();
    fireEvent.click(list);
    expect(screen.getByRole('checkbox', { name: '“List” of “parent_id”' })).toBeChecked();
    // The key and the columns the server fills in cannot be edited, whatever the header says.
    expect(screen.getByRole('checkbox', { name: '“Edit” of “id”' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '“Edit” of “created_at”' })).toBeDisabled();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Order name' }), { target: { value: '7' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // The less used numbers are under the row, unfolded.
    fireEvent.click(
      within(screen.getByText('name').closest('tr') as HTMLElement).getByRole('button', { name: /expand/i }),
    );
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'List order name' }), { target: { value: '3' } });

    fireEvent.click(byText('Save'));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [url, body] = http.post.mock.calls[0];
    expect(url).toBe('/api/v1/system/tools/gen/editSave');
    const expected = savedBody();
    // updated_at (6) is hidden, so no header touches it.
    expected.columns = expected.columns.map((c) => ({
      ...c,
      isQuery: c.columnId !== 6,
      isList: true,
      sort: c.columnId === 2 ? 7 : c.sort,
      sortOrderList: c.columnId === 2 ? 3 : c.sortOrderList,
    }));
    expect(body).toEqual(expected);
    // Saved: back to the list without asking.
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/tools/gen'));
    expect(
      screen.queryByText('The generation settings have changes that are not saved; leaving drops them.'),
    ).toBeNull();
  });

  it('checks each step before the next, and a tree template needs three different columns', async () => {
    renderEditor();
    const className = await screen.findByLabelText('Class name');
    fill(className, 'not a class');
    step('2. Generation');
    expect(await screen.findByText('Letters and digits only, starting with a letter')).toBeInTheDocument();
    expect(screen.getByText('Fill in the form first')).toBeInTheDocument();
    fill(className, 'DemoGen');
    fireEvent.click(byText('Next'));
    const template = await screen.findByRole('combobox', { name: 'Template' });
    expect(template).toBeVisible();
    await choose('Template', 'Tree table (CRUD)');
    expect(await screen.findByRole('combobox', { name: 'Tree code column' })).toBeInTheDocument();
    fireEvent.click(byText('Next'));
    expect(await screen.findByText('Please select Tree code column')).toBeInTheDocument();
    await choose('Tree code column', 'id (id comment)');
    await choose('Tree parent column', 'id (id comment)');
    await choose('Tree name column', 'name (name comment)');
    fireEvent.click(byText('Next'));
    expect(await screen.findAllByText('The tree code and parent columns must differ')).not.toHaveLength(0);
    await choose('Tree parent column', 'parent_id (parent_id comment)');
    fireEvent.click(byText('Next'));
    expect(await screen.findByRole('checkbox', { name: 'Tick or untick “Search” for every column' })).toBeVisible();
    // GFast: the tree's parent column cannot be a search field.
    expect(screen.getByRole('checkbox', { name: '“Search” of “parent_id”' })).toBeDisabled();
  });

  it('asks before leaving with unsaved edits', async () => {
    const router = renderEditor();
    fill(await screen.findByLabelText('Table comment'), 'Changed');
    fireEvent.click(byText('Close'));
    expect(
      await screen.findByText('The generation settings have changes that are not saved; leaving drops them.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(
        screen.queryByText('The generation settings have changes that are not saved; leaving drops them.'),
      ).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/system/tools/gen/edit');
    expect(screen.getByLabelText('Table comment')).toHaveValue('Changed');

    fireEvent.click(byText('Close'));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('the list page')).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    renderEditor();
    await screen.findByLabelText('Table name');
    fireEvent.click(byText('Close'));
    expect(await screen.findByText('the list page')).toBeInTheDocument();
  });

  it('shows a colliding name refused by the server on its field', async () => {
    http.post.mockRejectedValue(
      Object.assign(new Error('The business name “demoGen” is taken by a module'), { code: 51 }),
    );
    renderEditor();
    await screen.findByLabelText('Table name');
    fireEvent.click(byText('Save'));
    expect(await screen.findByText('The business name “demoGen” is taken by a module')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toBeVisible();
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('relates a column to an imported table through the relation dialog', async () => {
    http.post.mockResolvedValue(null);
    http.get.mockImplementation(async (url: string, params?: { tableId?: number }) => {
      if (url.endsWith('/tools/gen/columnList') && params?.tableId === 1)
        return {
          info,
          list: [...demoColumns().slice(0, 3), genColumn(4, 'parent_id', { foreignKey: 'demo_tree.id' })],
        };
      if (url.endsWith('/tools/gen/relationTable')) return RELATION_TABLES;
      if (url.endsWith('/dict/type/optionSelect')) return { dictType: [] };
      if (url.endsWith('/menu/getParams')) return { roles: [], menus: [] };
      throw new Error(`unexpected GET ${url}`);
    });
    renderEditor();
    await screen.findByLabelText('Table name');
    step('3. Columns');
    fireEvent.click(await screen.findByRole('button', { name: /Choose parent_id$/ }));
    const dialog = (await screen.findByText('Choose the related table of “parent_id”')).closest(
      '.ant-modal',
    ) as HTMLElement;
    await within(dialog).findByText('demo_tree');
    // The catalog's foreign key is proposed as the key column; the label is still to choose.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this table' }));
    expect(await screen.findByText('Choose the label column')).toBeInTheDocument();
    await choose('Label column demo_tree', 'title (Title)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this table' }));
    expect(await screen.findByRole('button', { name: 'demo_tree.id → title' })).toBeInTheDocument();
    fireEvent.click(byText('Save'));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const body = http.post.mock.calls[0][1] as ReturnType<typeof toBody>;
    expect(body.columns.find((c) => c.columnId === 4)).toMatchObject({
      linkTableName: 'demo_tree',
      linkTableClass: 'DemoTree',
      linkTablePackage: 'system/demo',
      linkLabelId: 'id',
      linkLabelName: 'title',
    });
  });
});
