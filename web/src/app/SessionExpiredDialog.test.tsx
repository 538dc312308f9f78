import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { TokenCookie } from '@/lib/storage';
import { useSessionExpired } from '@/stores/sessionExpired';
import { SessionExpiredOnDemand } from './OnDemand';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('session expired dialog', () => {
  it('loads when the session expires; shows title, text and OK; OK clears storage and goes to the root', async () => {
    TokenCookie.set('t');
    sessionStorage.setItem('userInfo', '{}');
    const location = { href: '/somewhere' };
    vi.spyOn(window, 'location', 'get').mockReturnValue(location as Location);
    render(<SessionExpiredOnDemand />);
    expect(screen.queryByText('Login status expired, please log in again')).toBeNull();
    act(() => useSessionExpired.setState({ expired: true }));
    expect(await screen.findByText('Login status expired, please log in again')).toBeInTheDocument();
    expect(screen.getByText('Prompt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(TokenCookie.get()).toBeUndefined();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(location.href).toBe('/');
    vi.restoreAllMocks();
  });
});
