// `POST /api/v1/product/script/run` (ours): the console's script tab tests a script before it is
// saved. It needs the product edit right, as saving does: running code in the server's sandbox is
// part of writing a product's script, not of reading products.
import { PERMISSIONS, scriptRunBody, type ScriptRunResult } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { PayloadScripts, runScript } from './scripts.ts';

export default async function scriptRoutes(app: FastifyInstance) {
  const { bus } = app.ctx;
  const scripts = new PayloadScripts();
  app.decorate('scripts', scripts);
  // A product changed (its script among others) or went: free its compiled script now rather than
  // when its next message brings the new source. A lost bus connection may have hidden changes.
  bus.on('message', (m) => {
    if (m.type === 'devicesChanged' && m.productKeys?.length) scripts.drop(m.productKeys);
  });
  bus.on('reset', () => scripts.drop());
  app.addHook('onClose', async () => scripts.drop());

  app.post('/api/v1/product/script/run', needs(PERMISSIONS.product.edit), async (req) => {
    const { script, fn, payload } = parseInput(scriptRunBody, req);
    const out = await runScript(script, fn, payload);
    return ok<ScriptRunResult>(out.ok ? { ok: true, result: asJson(out.text), text: out.text } : out);
  });
}

/** The text as JSON when it is JSON (what the console shows formatted), else the text itself. */
function asJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every product's payload script, compiled once (modules/script/scripts.ts). */
    scripts: PayloadScripts;
  }
}
