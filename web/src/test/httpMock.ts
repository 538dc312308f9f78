// A stand-in for the request layer, shared by a test file and its mock:
//   vi.mock('@/lib/http', () => import('@/test/httpMock'));
//   import { http } from '@/test/httpMock';
// Each test sets the answers (`http.get.mockImplementation(...)`) and reads the calls; `call` is the
// multipart request (uploads, imports), `download` the fetch of a file (exports).
import { vi } from 'vitest';

export const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), call: vi.fn(), download: vi.fn() };

/**
 * Answers each GET by how its url ends: the answer itself, or made from the request's params. Any
 * other GET fails the test, so a page cannot quietly call what the test did not expect.
 */
export function serveGets(answers: Record<string, unknown>) {
  http.get.mockImplementation(async (url: string, params?: unknown) => {
    const end = Object.keys(answers).find((e) => url.endsWith(e));
    if (end === undefined) throw new Error(`unexpected GET ${url}`);
    const answer = answers[end];
    return typeof answer === 'function' ? (answer as (p: unknown) => unknown)(params) : answer;
  });
}

/** The GETs sent so far to a url ending in `end`. */
export const getsTo = (end: string) => http.get.mock.calls.filter(([url]) => String(url).endsWith(end));
