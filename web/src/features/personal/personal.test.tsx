import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SysUser } from '@iot/contract';
import i18n from '@/i18n';
import { TokenCookie } from '@/lib/storage';
import { useUserStore } from '@/stores/user';
import { clickSends } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { PersonalPage } from './PersonalPage';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const user: SysUser = {
  id: 1,
  userName: 'admin',
  mobile: '13800000000',
  userNickname: 'Administrator',
  birthday: 0,
  userPassword: '',
  userSalt: '',
  userStatus: 1,
  userEmail: 'admin@example.com',
  sex: 1,
  avatar: '',
  deptId: 101,
  remark: '',
  isAdmin: 1,
  address: '',
  describe: 'Keeps the lights on',
  lastLoginIp: '10.0.0.7',
  lastLoginTime: '2024-05-01 08:30:00',
  createdAt: '2023-01-01 00:00:00',
  updatedAt: null,
  deletedAt: null,
  'openId ': '',
};

function serve() {
  http.get.mockImplementation(async (url: string) => {
    if (url.endsWith('/personal/getPersonalInfo'))
      return { user, roles: ['Super admin', 'Auditor'], deptName: 'Head office' };
    if (url.endsWith('/dict/data/getDictData'))
      return {
        info: null,
        values: [
          { key: '0', value: 'Secret', isDefault: 0, remark: '' },
          { key: '1', value: 'Male', isDefault: 1, remark: '' },
          { key: '2', value: 'Female', isDefault: 0, remark: '' },
        ],
      };
    throw new Error(`unexpected GET ${url}`);
  });
}
const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const save = () => screen.getByRole('button', { name: /Save$/ });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  serve();
});

describe('personal centre', { timeout: 60000 }, () => {
  it('shows the profile from getPersonalInfo', async () => {
    renderWithProviders(<PersonalPage />);
    expect(await screen.findByTestId('profile-nickname')).toHaveTextContent('Administrator');
    expect(screen.getByText('Super admin')).toBeInTheDocument();
    expect(screen.getByText('Auditor')).toBeInTheDocument();
    expect(screen.getByText('Head office')).toBeInTheDocument();
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByText('2024-05-01 08:30:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveValue('Administrator');
  });

  it("names the seeded roles and department in the user's language while unchanged (issue 23)", async () => {
    const others = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string, ...rest: unknown[]) =>
      url.endsWith('/personal/getPersonalInfo')
        ? { user, roles: ['超级管理员', 'Auditor'], deptName: '总公司' }
        : others(url, ...rest),
    );
    renderWithProviders(<PersonalPage />);
    expect(await screen.findByText('Super administrator')).toBeInTheDocument();
    expect(screen.getByText('Auditor')).toBeInTheDocument();
    expect(screen.getByText('Headquarters')).toBeInTheDocument();
    expect(screen.queryByText('总公司')).toBeNull();
  });

  it('refuses a bad mobile number, then sends nickname/userEmail and keeps the new token and user', async () => {
    http.put.mockResolvedValue({
      token: 'new-token-value',
      userInfo: {
        id: 1,
        userName: 'admin',
        userNickname: 'Boss',
        mobile: '13900000000',
        userStatus: 1,
        isAdmin: 1,
        avatar: '',
        deptId: 101,
        roles: ['admin'],
      },
    });
    renderWithProviders(<PersonalPage />);
    const mobile = await screen.findByLabelText('Mobile');
    fill(mobile, '12345');
    fill(screen.getByLabelText('E-mail'), 'not-an-email');
    fireEvent.click(save());
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();

    fill(mobile, '13900000000');
    fill(screen.getByLabelText('E-mail'), 'boss@example.com');
    fill(screen.getByLabelText('Nickname'), 'Boss');
    await clickSends(save(), http.put, '/api/v1/system/personal/edit', {
      nickname: 'Boss',
      mobile: '13900000000',
      userEmail: 'boss@example.com',
      sex: 1,
      describe: 'Keeps the lights on',
      remark: '',
    });
    await waitFor(() => expect(useUserStore.getState().userInfo?.userNickname).toBe('Boss'));
    expect(TokenCookie.get()).toBe('new-token-value');
  });

  it('checks the new password and its confirmation, then sends oldPassword and password and clears the form', async () => {
    http.put.mockResolvedValue(null);
    renderWithProviders(<PersonalPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Change password' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Change password' });
    fill(within(panel).getByLabelText('Current password'), 'Old12345');
    fill(within(panel).getByLabelText('New password'), 'short');
    expect(await within(panel).findByText('Password strength: weak')).toBeInTheDocument();
    fill(within(panel).getByLabelText('Confirm the new password'), 'other');
    fireEvent.click(within(panel).getByRole('button', { name: /Save$/ }));
    expect(await within(panel).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(within(panel).getAllByText(/6 to 18 characters/).length).toBeGreaterThan(1);
    expect(http.put).not.toHaveBeenCalled();

    fill(within(panel).getByLabelText('New password'), 'NewPass123');
    fill(within(panel).getByLabelText('Confirm the new password'), 'NewPass123');
    expect(await within(panel).findByText('Password strength: strong')).toBeInTheDocument();
    await clickSends(
      within(panel).getByRole('button', { name: /Save$/ }),
      http.put,
      '/api/v1/system/personal/resetPwd',
      {
        oldPassword: 'Old12345',
        password: 'NewPass123',
      },
    );
    await waitFor(() => expect(within(panel).getByLabelText('Current password')).toHaveValue(''));
  });
});
