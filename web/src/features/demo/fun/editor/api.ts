import { http } from '@/lib/http';

/** GFast's UploadResult (gfast-v3.3-api.md §3.16). */
export interface UploadResult {
  size: number;
  path: string;
  fullPath: string;
  name: string;
  type: string;
}

/** Uploads one image through the request layer (Bearer, language; a refusal is toasted there). */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  // Without it the layer's JSON default would turn the form into JSON; the browser adds the boundary.
  const envelope = await http.call<UploadResult>({
    method: 'POST',
    url: '/api/v1/system/upload/singleImg',
    data: form,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return envelope.data as UploadResult;
}
