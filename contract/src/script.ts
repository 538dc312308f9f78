// Payload scripts (sagoo-iot-api.md §10): saving one is the product's `script/update`
// (product.ts); this is our test run for the console's script tab, `POST /product/script/run`.
import { z } from 'zod';

/** The functions a script may define: `parse` for uplinks, `send` for downlinks. */
export const SCRIPT_FUNCTIONS = ['parse', 'send'] as const;
export type ScriptFunctionName = (typeof SCRIPT_FUNCTIONS)[number];

/** Kept as written (not trimmed); the same bounds as a saved script and a device's message. */
const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .max(max)
      .refine((s) => !s.includes('\0')),
  );

/** `POST /product/script/run`: runs `fn(payload)` of `script` once in the sandbox. */
export const scriptRunBody = z.object({
  script: text(100_000).pipe(z.string().min(1)),
  fn: z.enum(SCRIPT_FUNCTIONS).default('parse'),
  /** Handed to the function as a string, as a device's message is. */
  payload: text(256 * 1024),
});
export type ScriptRunBody = z.infer<typeof scriptRunBody>;

/**
 * The run's outcome (code 0 either way: the script failing is what the console shows). `result`:
 * the function's text parsed as JSON when it is JSON, else the text itself.
 */
export type ScriptRunResult = { ok: true; result: unknown; text: string } | { ok: false; error: string };
