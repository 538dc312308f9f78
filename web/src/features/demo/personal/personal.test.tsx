import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { useUserStore } from '@/stores/user';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { PersonalDemoPage } from './PersonalDemoPage';
import { DEMO_PERSONAL, demoPersonalTexts } from './texts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => useUserStore.setState({ userInfo: null }));

describe('personal demo texts', () => itHasEveryLanguage(DEMO_PERSONAL, demoPersonalTexts));

describe('personal demo', { timeout: 120000 }, () => {
  it("shows the signed-in user's profile and checks the details form with the helper validators", async () => {
    useUserStore.setState({
      userInfo: { userName: 'admin', userNickname: 'Ada', mobile: '13812345678', roles: ['admin'] } as never,
    });
    renderWithProviders(<PersonalDemoPage />);
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByText(/Ada\. However bad life gets/)).toBeInTheDocument();
    expect(screen.getByText('Bound mobile: 13812345678')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-mail' } });
    fireEvent.click(screen.getByText('Update my details'));
    expect(await screen.findByText('Not an email address')).toBeInTheDocument();
  });
});
