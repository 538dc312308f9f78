// Attachments and uploads, gfast-v3.3-api.md §3.15. The wire types are the contract's; this file
// adds the calls and one queryOptions factory per query.
import type { AttachmentListData, AttachmentListQuery, UploadResult } from '@iot/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** sysAttachment/list: the filters (absent for any) and the page. */
export type AttachmentListParams = Partial<Omit<AttachmentListQuery, 'status'>> & {
  pageNum: number;
  pageSize: number;
  status?: 'true' | 'false';
};

const base = '/api/v1/system/sysAttachment';

/** Which upload endpoint: an image (checked as one) or any allowed file. */
export type UploadKind = 'singleImg' | 'singleFile';

/**
 * Uploads one file through the request layer (Bearer, language; a refusal, such as a wrong type or
 * size, is told to the user there) and answers GFast's UploadResult.
 */
export async function uploadFile(kind: UploadKind, file: Blob): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  // Without it the layer's JSON default would turn the form into JSON; the browser adds the boundary.
  const envelope = await http.call<UploadResult>({
    method: 'POST',
    url: `/api/v1/system/upload/${kind}`,
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return envelope.data as UploadResult;
}

/** `upload/check`: the attachment the caller may use that has this content (SHA-256, hex), or null. */
export const checkUploaded = (hash: string) => http.get<UploadResult | null>('/api/v1/system/upload/check', { hash });

/** The resumable upload's endpoint (tus 1.0; the server's `upload/tus`). */
export const RESUMABLE_ENDPOINT = '/api/v1/system/upload/tus';

/**
 * A file's SHA-256 (hex) in the browser. It is read whole: the server takes files up to its upload
 * limit (UPLOAD_REQUEST_LIMIT, 100 MB unless set), which a browser hashes in one read.
 */
export async function sha256Of(file: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsArrayBuffer(file);
  });
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const attachmentApi = {
  list: (params: AttachmentListParams) => http.get<AttachmentListData>(`${base}/list`, params),
  /** The files' content goes with them. */
  delete: (ids: number[]) => http.del<null>(`${base}/delete`, { ids }),
  changeStatus: (id: number, status: boolean) => http.put<null>(`${base}/changeStatus`, { id, status }),
};

const ATTACHMENT_KEY = ['attachment'] as const;

/** A page of attachments. */
export const attachmentPageQuery = (params: AttachmentListParams) =>
  queryOptions({ queryKey: [...ATTACHMENT_KEY, 'list', params] as const, queryFn: () => attachmentApi.list(params) });

/** After an upload or a write: every attachment query. */
export const invalidateAttachments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ATTACHMENT_KEY });

/** The URL a stored file is served at (GFast's relative `upload_file/...` path). */
export const fileUrl = (path: string) => (/^(https?:|\/)/.test(path) ? path : `/${path}`);

/** A size for people: 512 B, 12.3 KB, 4.5 MB. */
export function humanSize(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${+(n / 1024).toFixed(1)} KB`;
  return `${+(n / 1024 ** 2).toFixed(1)} MB`;
}
