// Spec §2's navigation guard as a pure decision, so it can be tested without a browser.
export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string; clearStorage?: boolean }
  | { type: 'loadRoutes' };

export interface GuardInput {
  pathname: string;
  /** The target's query, e.g. `?a=1`. */
  search: string;
  hasToken: boolean;
  routesLoaded: boolean;
}

export function decide({ pathname, search, hasToken, routesLoaded }: GuardInput): GuardDecision {
  if (!hasToken) {
    if (pathname === '/login') return { type: 'allow' };
    const query = Object.fromEntries(new URLSearchParams(search));
    const params = new URLSearchParams({ redirect: pathname, params: JSON.stringify(query) });
    return { type: 'redirect', to: `/login?${params}`, clearStorage: true };
  }
  if (pathname === '/login') return { type: 'redirect', to: '/home' };
  if (!routesLoaded) return { type: 'loadRoutes' };
  return { type: 'allow' };
}

/** Where to go after login: the `redirect` path with its `params` as the query. */
export function afterLoginTarget(search: string): string {
  const q = new URLSearchParams(search);
  const redirect = q.get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect === '/login') return '/home';
  let query = '';
  try {
    const params = JSON.parse(q.get('params') || '{}') as Record<string, string>;
    const qs = new URLSearchParams(params).toString();
    query = qs ? `?${qs}` : '';
  } catch {
    /* a broken params value only loses the query */
  }
  return redirect + query;
}
