import { queryOptions } from '@tanstack/react-query';

/** What /health answers: the server is up, and which database it runs on. */
export interface Health {
  status: string;
  db: string;
}

/** The server's health (plain fetch: /health is outside the API and its envelope). */
export const healthQuery = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: async () => (await fetch('/health')).json() as Promise<Health>,
  });
