import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AccountForm } from './AccountForm';
import { keepEarlyInput, peekEarlyInput } from './earlyInput';
import { LoginPage } from './LoginPage';
import { MobileForm } from './MobileForm';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn() } }));
vi.mock('@/lib/http', () => ({ http }));

const captchaRequired = { key: 'k1', img: 'data:image/svg+xml;base64,PHN2Zy8+', verifyStatus: 1 };
const loginData = { userInfo: { id: 1, userName: 'admin' }, token: 't', menuList: [], permissions: [] };

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  http.get.mockReset();
  http.post.mockReset();
});

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('account login form', () => {
  it('starts from what was typed on the pre-rendered page and sends the submit made there, once', async () => {
    http.get.mockResolvedValue({ key: 'k0', img: '', verifyStatus: 0 });
    http.post.mockResolvedValue(loginData);
    const root = document.createElement('div');
    root.innerHTML = '<input autocomplete="username" value="admin"><input autocomplete="current-password" value="">';
    root.querySelectorAll('input')[0].value = 'demo';
    root.querySelectorAll('input')[1].value = '123456';
    document.documentElement.setAttribute('data-submit-waiting', '');
    keepEarlyInput(root);
    const onLoggedIn = vi.fn(async () => {});
    renderWithProviders(<AccountForm onLoggedIn={onLoggedIn} />);
    expect(screen.getByPlaceholderText('enter username')).toHaveValue('demo');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(loginData));
    expect(http.post).toHaveBeenCalledTimes(1);
    // This console asks for its menus with /home (GFast's shape leaves it out).
    expect(http.post).toHaveBeenCalledWith(
      '/api/v1/system/login?withHome=1',
      expect.objectContaining({ username: 'demo', password: '123456' }),
    );
    // Used once: the next visit starts empty.
    expect(peekEarlyInput()).toEqual({ values: {}, submitted: false });
  });

  it('keeps what is typed while React takes the page over, though the input is reset meanwhile', async () => {
    http.get.mockResolvedValue({ key: 'k0', img: '', verifyStatus: 0 });
    http.post.mockResolvedValue(loginData);
    const root = document.createElement('div');
    root.innerHTML = '<input autocomplete="username" value="admin"><input autocomplete="current-password" value="">';
    document.documentElement.setAttribute('data-submit-waiting', '');
    keepEarlyInput(root);
    // The app is live, hydration has not reached the form yet: the password is typed, then reset.
    const password = root.querySelectorAll('input')[1];
    password.value = '123456';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    password.value = '';
    const onLoggedIn = vi.fn(async () => {});
    renderWithProviders(<AccountForm onLoggedIn={onLoggedIn} />);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(loginData));
    expect(http.post).toHaveBeenCalledWith(
      '/api/v1/system/login?withHome=1',
      expect.objectContaining({ username: 'admin', password: '123456' }),
    );
    // Typing after the form took over is React's alone.
    password.value = 'later';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    expect(peekEarlyInput()).toEqual({ values: {}, submitted: false });
  });

  it('starts the keyboard in the first empty field: the password, as the account is filled in', async () => {
    http.get.mockResolvedValue(captchaRequired);
    renderWithProviders(<AccountForm onLoggedIn={vi.fn()} />);
    await screen.findByTestId('captcha');
    expect(screen.getByPlaceholderText('enter password')).toHaveFocus();
  });

  it('says which field is missing and sends nothing', async () => {
    http.get.mockResolvedValue(captchaRequired);
    renderWithProviders(<AccountForm onLoggedIn={vi.fn()} />);
    await screen.findByTestId('captcha');
    type('enter username', '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('enter username');
    fireEvent.click(screen.getByTestId('login-submit'));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['enter username', 'enter password', 'enter verification code']);
    expect(http.post).not.toHaveBeenCalled();
    // Fixing a field clears its message as you type.
    type('enter username', 'admin');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('sends the trimmed name, the password, the code and its key; logged in, hands over the session', async () => {
    http.get.mockResolvedValue(captchaRequired);
    http.post.mockResolvedValue(loginData);
    const onLoggedIn = vi.fn(async () => {});
    renderWithProviders(<AccountForm onLoggedIn={onLoggedIn} />);
    await screen.findByTestId('captcha');
    type('enter username', ' admin ');
    type('enter password', '123456');
    type('enter verification code', ' ab12 ');
    fireEvent.submit(screen.getByTestId('login-submit').closest('form')!);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(loginData));
    expect(http.post).toHaveBeenCalledWith('/api/v1/system/login?withHome=1', {
      username: 'admin',
      password: '123456',
      verifyCode: 'ab12',
      verifyKey: 'k1',
    });
  });

  it('after a failed attempt fetches a new code and empties the code field, keeping the rest', async () => {
    http.get.mockResolvedValueOnce(captchaRequired).mockResolvedValue({ ...captchaRequired, key: 'k2' });
    http.post.mockRejectedValue(new Error('wrong password'));
    renderWithProviders(<AccountForm onLoggedIn={vi.fn()} />);
    await screen.findByTestId('captcha');
    type('enter password', 'bad');
    type('enter verification code', 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
    expect(screen.getByPlaceholderText('enter verification code')).toHaveValue('');
    expect(screen.getByPlaceholderText('enter password')).toHaveValue('bad');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for no code when the server does not require one', async () => {
    http.get.mockResolvedValue({ key: '', img: '', verifyStatus: 0 });
    http.post.mockResolvedValue(loginData);
    const onLoggedIn = vi.fn(async () => {});
    renderWithProviders(<AccountForm onLoggedIn={onLoggedIn} />);
    await waitFor(() => expect(http.get).toHaveBeenCalled());
    expect(screen.queryByPlaceholderText('enter verification code')).toBeNull();
    type('enter password', '123456');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
  });
});

describe('mobile login form', () => {
  it('checks the number before asking for a code', async () => {
    http.post.mockRejectedValue(new Error('no SMS gateway'));
    renderWithProviders(<MobileForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('enter mobile number');
    type('enter mobile number', '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid mobile number');
    expect(http.post).not.toHaveBeenCalled();
    type('enter mobile number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/v1/system/mobileLogin', { mobile: '13800138000', code: '' }),
    );
  });

  it('logging in needs the code too', async () => {
    renderWithProviders(<MobileForm />);
    type('enter mobile number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('enter verification code');
    expect(http.post).not.toHaveBeenCalled();
  });
});

describe('login page', () => {
  it('switches between account and mobile login with the mode tabs', async () => {
    http.get.mockResolvedValue({ key: '', img: '', verifyStatus: 0 });
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Login method');
    const account = screen.getByRole('tab', { name: 'Username login' });
    expect(account).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Username login' })).toContainElement(
      screen.getByPlaceholderText('enter username'),
    );
    fireEvent.click(screen.getByText('Mobile login'));
    const mobile = screen.getByRole('tab', { name: 'Mobile login' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    expect(account).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', mobile.getAttribute('aria-controls'));
    expect(screen.getByPlaceholderText('enter mobile number')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('enter username')).toBeNull();
  });

  it('moves between the mode tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    http.get.mockResolvedValue({ key: '', img: '', verifyStatus: 0 });
    renderWithProviders(<LoginPage />, { route: '/login' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    const stops = () => screen.getAllByRole('tab').map((t) => t.tabIndex);
    expect(stops()).toEqual([0, -1, -1]);
    tab('Username login').focus();
    fireEvent.keyDown(tab('Username login'), { key: 'ArrowRight' });
    expect(tab('Mobile login')).toHaveFocus();
    expect(tab('Mobile login')).toHaveAttribute('aria-selected', 'true');
    expect(stops()).toEqual([-1, 0, -1]);
    expect(screen.getByPlaceholderText('enter mobile number')).toBeInTheDocument();
    fireEvent.keyDown(tab('Mobile login'), { key: 'ArrowLeft' });
    expect(tab('Username login')).toHaveFocus();
    fireEvent.keyDown(tab('Username login'), { key: 'ArrowLeft' });
    expect(tab('QR-scan login')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('QR-scan login'), { key: 'Home' });
    expect(tab('Username login')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Username login'), { key: 'End' });
    expect(tab('QR-scan login')).toHaveFocus();
    expect(stops()).toEqual([-1, -1, 0]);
  });
});
