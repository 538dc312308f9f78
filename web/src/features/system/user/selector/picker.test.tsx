import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { UserSelect } from './UserSelect';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

vi.setConfig({ testTimeout: 60000 });

const brief = (id: number, userNickname: string, deptId = 101) => ({
  id,
  userNickname,
  userName: userNickname.toLowerCase(),
  deptId,
  avatar: '',
  sex: 0,
});
const people = [brief(1, 'Ann'), brief(2, 'Bob', 102), brief(3, 'Cy')];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  http.get.mockImplementation(async (url: string, params?: { ids?: number[]; keyWords?: string; deptId?: number }) => {
    if (url.endsWith('/dept/treeSelect'))
      return {
        deps: [
          { deptId: 101, parentId: 0, deptName: 'South', children: null },
          { deptId: 102, parentId: 0, deptName: 'East', children: null },
        ],
      };
    if (url.endsWith('/user/selector')) {
      const list = people.filter(
        (p) =>
          (!params?.keyWords || p.userName.includes(params.keyWords)) &&
          (params?.deptId === undefined || p.deptId === params.deptId),
      );
      return { userList: list, total: list.length, currentPage: 0 };
    }
    if (url.endsWith('/user/getUserByIds')) return { userList: people.filter((p) => params?.ids?.includes(p.id)) };
    throw new Error(`unexpected GET ${url}`);
  });
});

/** A form field holding user ids, as a dialog has it. */
function Field({ initial, onChange }: { initial: number[]; onChange: (ids: number[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <UserSelect
      value={value}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

describe('user picker', () => {
  it('shows the chosen users by name and changes them only on OK', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Field initial={[1]} onChange={onChange} />);
    expect(await screen.findByText('Ann')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Choose/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 chosen')).toBeInTheDocument();
    // The department shows beside each user; a search narrows the page.
    const bobRow = (await within(dialog).findByText('bob')).closest('tr')!;
    expect(within(bobRow).getByText('East')).toBeInTheDocument();
    fireEvent.click(within(bobRow).getByRole('checkbox'));
    expect(await within(dialog).findByText('2 chosen')).toBeInTheDocument();
    // Cancel keeps what the field had.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Choose/ }));
    const again = await screen.findByRole('dialog');
    await within(again).findByText('1 chosen');
    fireEvent.click((await within(again).findByText('cy')).closest('tr')!);
    fireEvent.click(within(again).getByRole('button', { name: 'Remove all' }));
    fireEvent.click((await within(again).findByText('bob')).closest('tr')!);
    fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith([2]);
    expect(await screen.findByText('Bob')).toBeInTheDocument();
  });

  it('searches by name and filters by department', async () => {
    renderWithProviders(<Field initial={[]} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Choose/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No user chosen yet')).toBeInTheDocument();
    fireEvent.click(await within(within(dialog).getByRole('tree')).findByText('East'));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/api/v1/system/user/selector', {
        deptId: 102,
        pageNum: 1,
        pageSize: 10,
      }),
    );
    const search = within(dialog).getByRole('searchbox', { name: 'Name or user name' });
    fireEvent.change(search, { target: { value: 'bo' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/api/v1/system/user/selector', {
        deptId: 102,
        keyWords: 'bo',
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });
});
