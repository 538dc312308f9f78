import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '@/i18n';
import { useRoutesStore } from '@/routing/routes';
import { testRoute } from '@/test/routes';
import { RootView } from './RootView';

const home = testRoute('/home', { name: 'home' }, { title: '首页' });

function show(path: string) {
  const router = createMemoryRouter([{ Component: RootView, children: [{ path: '*', element: <p>page</p> }] }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => useRoutesStore.getState().reset());

describe('the page title', () => {
  it("is '{page title} - {global title}', the not-found page's included", async () => {
    useRoutesStore.setState({ routes: [home], flat: [home], loaded: true });
    const { unmount } = show('/home');
    await waitFor(() => expect(document.title).toBe('Home - IoT platform'));
    unmount();
    show('/no/such/page');
    await waitFor(() => expect(document.title).toBe('404 - IoT platform'));
  });
});
