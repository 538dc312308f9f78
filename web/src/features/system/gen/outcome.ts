// What batchGenCode answered: a zip to save, or (CODEGEN_WRITE=on) the report of what was written.
import type { CodegenWriteResult, Envelope } from '@iot/contract';
import { blobText } from '@/lib/blob';
import { feedback } from '@/lib/feedback';
import { useSessionExpired } from '@/stores/sessionExpired';

export type GenerationOutcome = { kind: 'zip'; blob: Blob } | { kind: 'report'; report: CodegenWriteResult };

const isEnvelope = (v: unknown): v is Envelope => typeof v === 'object' && v !== null && 'code' in v;

/**
 * Reads the answer fetched as a blob. JSON is either a refusal (told to the user as any other
 * call's, since the request layer cannot see into a blob) or the write report; anything else is the zip.
 */
export async function generationOutcome(blob: Blob): Promise<GenerationOutcome> {
  // A zip is not read as text: only a JSON answer (or one of no stated type) is looked into.
  if (/zip|octet-stream/i.test(blob.type)) return { kind: 'zip', blob };
  const text = await blobText(blob);
  if (!text.trimStart().startsWith('{')) return { kind: 'zip', blob };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'zip', blob };
  }
  if (isEnvelope(body) && body.code !== 0) {
    if (body.code === 401) useSessionExpired.setState({ expired: true });
    else feedback.message.error(body.message);
    // Shaped as the request layer's RequestError (message and envelope code).
    throw Object.assign(new Error(body.message), { code: body.code });
  }
  const report = (isEnvelope(body) ? body.data : body) as Partial<CodegenWriteResult> | undefined;
  return {
    kind: 'report',
    report: { written: report?.written ?? [], skipped: report?.skipped ?? [], menus: report?.menus ?? [] },
  };
}
