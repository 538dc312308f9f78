// multipart/form-data bodies (the console's uploads: TSL import, product icon, device import),
// parsed with the platform's own FormData parser (undici's, behind `Response.formData()`), no
// extra package. A module registers it on its routes' own Fastify context, with its own limit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from './errors.ts';

export interface UploadedFile {
  filename: string;
  /** What the client claims; never trusted for anything but display. */
  type: string;
  data: Buffer;
}

export const isUpload = (v: unknown): v is UploadedFile =>
  !!v && typeof v === 'object' && Buffer.isBuffer((v as UploadedFile).data);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest multipart body the route reads (set by registerMultipart). */
    multipartLimit?: number;
  }
}

/**
 * Text fields become strings and files `UploadedFile`s; the first of repeated names wins, except
 * for the names in `lists`, which collect every value in an array (several files in one field).
 * Call it before declaring the routes: each route then records the limit, so a refusal names it.
 */
export function registerMultipart(app: FastifyInstance, bodyLimit: number, lists: string[] = []) {
  // A route's own bodyLimit would win over the parser's for every content type.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, multipartLimit: route.bodyLimit ?? bodyLimit };
  });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit },
    async (req: FastifyRequest, body: Buffer) => {
      let form: FormData;
      try {
        form = await new Response(new Blob([new Uint8Array(body)]), {
          headers: { 'content-type': String(req.headers['content-type']) },
        }).formData();
      } catch {
        throw validationError('badUpload');
      }
      const out: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) {
        if (name in out && !lists.includes(name)) continue;
        const v =
          typeof value === 'string'
            ? value
            : { filename: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
        out[name] = lists.includes(name) ? [...((out[name] as unknown[] | undefined) ?? []), v] : v;
      }
      return out;
    },
  );
}

/** The limit a multipart request to this route was read under; undefined for any other body. */
export function multipartLimitOf(req: FastifyRequest): number | undefined {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/form-data') ? req.routeOptions.config?.multipartLimit : undefined;
}

/** The uploaded file in `field`, if one was sent. */
export function fileOf(body: unknown, field: string): UploadedFile | undefined {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return isUpload(v) ? v : undefined;
}

/** Every file uploaded in `field` (registered in `lists`), in the order sent. */
export function filesOf(body: unknown, field: string): UploadedFile[] {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return (Array.isArray(v) ? v : [v]).filter(isUpload);
}
