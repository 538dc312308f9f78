// A stand-in for the request layer, shared by a test file and its mock:
//   vi.mock('@/lib/http', () => import('@/test/httpMock'));
//   import { http } from '@/test/httpMock';
// Each test sets the answers (`http.get.mockImplementation(...)`) and reads the calls; `call` is the
// multipart request (uploads, imports), `download` the fetch of a file (exports).
import { vi } from 'vitest';

export const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), call: vi.fn(), download: vi.fn() };
