import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { RouteError } from './RouteError';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('route error page', () => {
  it("says loading failed, with the error's message and a retry button", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('Network Error');
        },
        Component: () => null,
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByText(i18n.t('error.loadFailed'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('retry') })).toBeInTheDocument();
  });
});
