import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n from '@/i18n';
import { defaultThemeConfig, useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { useTagsView } from '@/layout/tags-view/tagsView';
import ConsoleLayout from '../index';

const setTheme = (patch: Partial<ThemeConfig>) =>
  act(() => useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, ...patch } }));

function renderRoot() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={<ConsoleLayout />}>
            <Route path="/home" element={<p>the page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  setTheme({});
  act(() => useTagsView.getState().reset());
});

describe('root view and the lock screen', () => {
  it('keeps the routed content and no cover while unlocked', () => {
    setTheme({ isLockScreen: true, lockScreenTime: 20 });
    const { container } = renderRoot();
    const root = container.querySelector('[data-layout]')!;
    expect(root).not.toHaveAttribute('data-locked');
    expect(root).not.toHaveAttribute('inert');
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(document.querySelector('[data-region="lock-screen"]')).toBeNull();
  });

  it('at lock time 1 marks the shell locked and inert (content hidden, kept mounted) and shows the cover', async () => {
    setTheme({ isLockScreen: true, lockScreenTime: 1 });
    const { container } = renderRoot();
    const root = container.querySelector('[data-layout]')!;
    expect(root).toHaveAttribute('data-locked');
    expect(root).toHaveAttribute('inert');
    // Still mounted (hidden by the lock-screen CSS), so a kept page keeps its state.
    expect(root.querySelector('[data-region="main"]')).toHaveTextContent('the page');
    // The lock screen's code loads on demand.
    await waitFor(() => expect(document.querySelector('[data-region="lock-screen"]')).not.toBeNull());
    // Marked by the lock screen's effect, which React may run after the cover is on the page.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-locked'));
  });

  it('hides the close-fullscreen button while the lock is on', () => {
    act(() => useTagsView.getState().setFullscreen(true));
    setTheme({ isLockScreen: false });
    const { unmount } = renderRoot();
    expect(screen.getByRole('button', { name: 'Close fullscreen' })).toBeInTheDocument();
    unmount();
    setTheme({ isLockScreen: true, lockScreenTime: 20 });
    renderRoot();
    expect(screen.queryByRole('button', { name: 'Close fullscreen' })).toBeNull();
  });
});
