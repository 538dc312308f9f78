import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { http } from '@/test/httpMock';
import { fill } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { DeptTree, DeptTreeSelect } from './index';
import { deps, testDept } from './testData';

vi.mock('@/lib/http', () => import('@/test/httpMock'));

const serveTree = (answer: Promise<unknown> = Promise.resolve({ deps })) =>
  http.get.mockImplementation((url: string) => {
    if (url.endsWith('/dept/treeSelect')) return answer;
    throw new Error(`unexpected GET ${url}`);
  });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  serveTree();
});

/** The tree's node titles, in order. */
const titles = () => [...document.querySelectorAll('.ant-tree-title')].map((n) => n.textContent);

/** A DeptTree whose selection the test reads from `onSelect` and from the highlight. */
function Selecting({ onSelect, showOwner }: { onSelect: (id: number | undefined) => void; showOwner?: boolean }) {
  const [selected, setSelected] = useState<number>();
  return (
    <DeptTree
      showOwner={showOwner}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

describe('DeptTree', { timeout: 60000 }, () => {
  it('shows the whole tree open, with showOwner as asked', async () => {
    renderWithProviders(<Selecting onSelect={() => undefined} showOwner />);
    expect(await screen.findByText('Dev team')).toBeInTheDocument();
    expect(titles()).toEqual(['Head office', 'South branch', 'Dev team']);
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/dept/treeSelect', { showOwner: true });
  });

  it("names the seeded departments in the user's language while unchanged, and filters by that name (issue 23)", async () => {
    const team = { ...testDept(4, 2, '研发组'), children: null };
    const south = { ...testDept(2, 1, '华南分公司 (old)'), children: [team] };
    serveTree(Promise.resolve({ deps: [{ ...testDept(1, 0, '总公司'), children: [south] }] }));
    renderWithProviders(<Selecting onSelect={() => undefined} />);
    expect(await screen.findByText('R&D team')).toBeInTheDocument();
    expect(titles()).toEqual(['Headquarters', '华南分公司 (old)', 'R&D team']);
    fill(screen.getByPlaceholderText(/Filter/), 'R&D');
    await waitFor(() => expect(titles()).toEqual(['Headquarters', '华南分公司 (old)', 'R&D team']));
    fill(screen.getByPlaceholderText(/Filter/), 'Head');
    await waitFor(() => expect(titles()).toEqual(['Headquarters', '华南分公司 (old)', 'R&D team']));
    fill(screen.getByPlaceholderText(/Filter/), '研发');
    await waitFor(() => expect(screen.queryByText('R&D team')).toBeNull());
  });

  it('selects a department, highlights it, and clears it when it is clicked again', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Selecting onSelect={onSelect} />);
    fireEvent.click(await screen.findByText('South branch'));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await waitFor(() =>
      expect(screen.getByText('South branch').closest('.ant-tree-treenode')).toHaveClass('ant-tree-treenode-selected'),
    );
    fireEvent.click(screen.getByText('South branch'));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
    await waitFor(() => expect(document.querySelector('.ant-tree-treenode-selected')).toBeNull());
    expect(http.get).toHaveBeenCalledWith('/api/v1/system/dept/treeSelect', undefined);
  });

  it('filters by name, keeping where a match sits and what is below it, and says when none match', async () => {
    renderWithProviders(<Selecting onSelect={() => undefined} />);
    await screen.findByText('Dev team');
    const filter = screen.getByLabelText('Filter by department name');
    fill(filter, 'SOUTH');
    await waitFor(() => expect(titles()).toEqual(['Head office', 'South branch', 'Dev team']));
    fill(filter, 'team');
    await waitFor(() => expect(titles()).toEqual(['Head office', 'South branch', 'Dev team']));
    fill(filter, 'north');
    expect(await screen.findByText('No matching departments')).toBeInTheDocument();
    expect(titles()).toEqual([]);
    fill(filter, '');
    expect(await screen.findByText('Dev team')).toBeInTheDocument();
  });

  it('spins while loading and says so when there are no departments', async () => {
    let answer!: (v: unknown) => void;
    serveTree(new Promise((resolve) => (answer = resolve)));
    const { container } = renderWithProviders(<Selecting onSelect={() => undefined} />);
    await waitFor(() => expect(container.querySelector('.ant-spin')).not.toBeNull());
    expect(titles()).toEqual([]);
    await act(async () => answer({ deps: [] }));
    expect(await screen.findByText('No departments')).toBeInTheDocument();
    expect(container.querySelector('.ant-spin')).toBeNull();
  });
});

/** DeptTreeSelect in a form, its value shown in an output. */
function InForm(props: { exclude?: number; rootLabel?: string; initial?: number }) {
  const [form] = Form.useForm<{ deptId?: number }>();
  const value = Form.useWatch('deptId', form);
  return (
    <Form form={form} initialValues={{ deptId: props.initial }}>
      <Form.Item name="deptId" label="Department">
        <DeptTreeSelect exclude={props.exclude} rootLabel={props.rootLabel} />
      </Form.Item>
      <output data-testid="value">{String(value)}</output>
    </Form>
  );
}

/** Opens the select and gives the titles of its options. */
async function openOptions() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Department' }));
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
  const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
  const options = () =>
    [...dropdown.querySelectorAll('.ant-select-tree-node-content-wrapper')].map((n) => n.textContent);
  return { dropdown, options };
}

describe('DeptTreeSelect', { timeout: 60000 }, () => {
  it('offers every enabled department, open, and sets the chosen id', async () => {
    renderWithProviders(<InForm />);
    await waitFor(() => expect(http.get).toHaveBeenCalled());
    const { dropdown, options } = await openOptions();
    await waitFor(() => expect(options()).toEqual(['Head office', 'South branch', 'Dev team']));
    fireEvent.click(within(dropdown).getByText('Dev team'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('4'));
  });

  it('leaves out the excluded department and everything below it, and offers the top level as 0', async () => {
    renderWithProviders(<InForm exclude={2} rootLabel="Top level" />);
    const { dropdown, options } = await openOptions();
    await waitFor(() => expect(options()).toEqual(['Top level', 'Head office']));
    fireEvent.click(within(dropdown).getByText('Top level'));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('0'));
  });

  it('searches by name', async () => {
    renderWithProviders(<InForm />);
    const { options } = await openOptions();
    await waitFor(() => expect(options()).toHaveLength(3));
    fill(screen.getByRole('combobox', { name: 'Department' }), 'dev');
    await waitFor(() => expect(options()).toEqual(['Head office', 'South branch', 'Dev team']));
    fill(screen.getByRole('combobox', { name: 'Department' }), 'nothing');
    expect(await screen.findByText('No matching departments')).toBeInTheDocument();
  });

  it('shows the chosen department by name', async () => {
    renderWithProviders(<InForm initial={2} />);
    expect(await screen.findByTitle('South branch')).toBeInTheDocument();
  });
});
