// A command's values against the product's object model, before anything is sent: the values go
// out converted (numbers from numeric text, enum values as text, booleans as JSON booleans) by the
// same checks reported values go through (telemetry/values.ts). Any mismatch is a code-51 error
// naming the key.
import type { Tsl, TslParam } from '@iot/contract';
import { validationError } from '../../lib/errors.ts';
import { checkValue } from '../telemetry/index.ts';

type Values = Record<string, unknown>;

function converted(param: Pick<TslParam, 'key' | 'valueType'>, raw: unknown): unknown {
  const r = checkValue(param.valueType, raw);
  if (!r.ok) throw validationError('commandBadValue', { key: param.key, reason: r.reason });
  return r.value;
}

/**
 * Property set: every key a read-write property of the model. SagooIoT drops undeclared keys
 * silently and answers success, so a misspelt key "works" without setting anything; we refuse it.
 */
export function checkPropertySet(tsl: Tsl | null, params: Values): Values {
  const keys = Object.keys(params);
  if (!keys.length) throw validationError('commandNoParams');
  const values: Values = {};
  for (const key of keys) {
    const property = tsl?.properties?.find((p) => p.key === key);
    if (!property) throw validationError('commandPropertyUnknown', { key });
    // accessMode 0 is read-write (§1.7); read-only properties are the device's to report.
    if (Number(property.accessMode) !== 0) throw validationError('commandPropertyReadOnly', { key });
    values[key] = converted(property, params[key]);
  }
  return values;
}

/**
 * Service invoke: the function must be declared, and its inputs given, each exactly once and
 * valid. SagooIoT drops undeclared inputs and sends without missing ones (its console insists on
 * all of them); a device handed half a call is worse off than a caller told what is missing.
 */
export function checkInvoke(tsl: Tsl | null, funcKey: string, params: Values): Values {
  const fn = tsl?.functions?.find((f) => f.key === funcKey);
  if (!fn) throw validationError('commandFunctionUnknown', { key: funcKey });
  const inputs = fn.inputs ?? [];
  for (const key of Object.keys(params)) {
    if (!inputs.some((i) => i.key === key)) throw validationError('commandInputUnknown', { func: funcKey, key });
  }
  const values: Values = {};
  for (const input of inputs) {
    if (!Object.hasOwn(params, input.key)) throw validationError('commandInputMissing', { key: input.key });
    values[input.key] = converted(input, params[input.key]);
  }
  return values;
}
