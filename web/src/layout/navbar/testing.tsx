// Test helpers for the toolbar (not a route, not shipped in a page).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { setFeedback } from '@/lib/feedback';

/** Shows where the router is, for asserting navigation. */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function FeedbackBridge() {
  const { message, modal, notification } = AntApp.useApp();
  useEffect(() => {
    setFeedback({ message, modal, notification });
    return () => setFeedback(null);
  }, [message, modal, notification]);
  return null;
}

/** Renders `ui` with antd's App (for confirm dialogs), a fresh query client and a memory router. */
export function renderToolbar(ui: ReactNode, { route = '/home' }: { route?: string } = {}) {
  const client = new QueryClient();
  const result = render(
    <AntApp>
      <FeedbackBridge />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <WhereAmI />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return { ...result, client };
}

/** Makes matchMedia answer `matches` for the toolbar's narrow query (and false for any other). */
export function mockNarrow(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches && query.includes('767.98'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
