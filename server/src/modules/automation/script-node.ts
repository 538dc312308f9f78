// logic.script nodes: the flow's `transform(msg)` runs in the payload scripts' QuickJS sandbox
// (modules/script: worker threads, the same memory and time limits). The sandbox calls a script's
// `parse(text)`; the wrapper defines one around `transform` and hands the result back wrapped,
// so that any value (a string too, or nothing) comes back as it was returned.
import type { PayloadScripts } from '../script/index.ts';

/** The source the sandbox runs: the user's script, then the `parse` that calls its `transform`. */
export function wrapScript(script: string): string {
  return `${script}
;if (typeof transform !== 'function') throw new Error('the script defines no transform(msg) function');
function parse(input) { return JSON.stringify({ value: transform(JSON.parse(input)) }); }`;
}

/** Runs the node's script on `msg`; throws with the sandbox's reason when it fails. */
export async function runTransform(
  scripts: Pick<PayloadScripts, 'run'>,
  cacheKey: string,
  script: string,
  msg: unknown,
): Promise<unknown> {
  const out = await scripts.run(cacheKey, wrapScript(script), 'parse', JSON.stringify(msg ?? null), ['']);
  if (!out.ok) throw new Error(out.error);
  return (JSON.parse(out.text) as { value?: unknown }).value ?? null;
}
