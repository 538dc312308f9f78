// What a product's script must be before it is saved (sagoo-iot-api.md §10; SagooIoT's console
// checks the same before saving): it compiles and runs within the limits, defines `parse`, and
// `send`, when present, is a function. Checked in a sandbox worker, so saving costs one compile
// and a script that hangs while it loads stalls that worker, not the server.
import { ApiError, Code } from '../../lib/errors.ts';
import { sandboxPool } from './pool.ts';

export type ScriptProblem =
  | { key: 'scriptInvalid'; reason: string }
  | { key: 'scriptNoParse' }
  | { key: 'scriptSendNotFunction' };

/** Why `source` may not be saved as a product's script, or null when it may ("" clears it). */
export async function scriptProblem(source: string): Promise<ScriptProblem | null> {
  if (source === '') return null;
  const { out, kinds } = await sandboxPool().request({ op: 'check', source });
  if (!out.ok) return { key: 'scriptInvalid', reason: out.error };
  const { parse, send } = kinds ?? { parse: 'undefined', send: 'undefined' };
  if (parse !== 'function') return { key: 'scriptNoParse' };
  if (send !== 'undefined' && send !== 'function') return { key: 'scriptSendNotFunction' };
  return null;
}

/** Refuses a script that may not be saved (code 51, the reason in the caller's language). */
export async function checkScript(source: string): Promise<void> {
  const problem = await scriptProblem(source);
  if (problem) throw new ApiError(Code.validation, problem.key, 'reason' in problem ? { reason: problem.reason } : {});
}
