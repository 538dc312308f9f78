import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationError } from './errors.ts';

/** GFast merges query string, form and JSON body into one parameter set; so do we (body wins). */
export function params(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  return { ...(req.query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

/** Parses the merged parameters with `schema`; the first failing rule becomes a code-51 error naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> {
  return parseValues(schema, params(req));
}

/** Parses `values` (a request's, or a row of an imported file) as parseInput does, with the same errors. */
export function parseValues<S extends z.ZodType>(schema: S, values: Record<string, unknown>): z.output<S> {
  // reportInput: zod 4 leaves `input` out of issues otherwise, and a wrong type would read as "required".
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  const raw = issue as unknown as Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (raw.input === undefined) throw validationError('required', { field });
      throw validationError('invalidType', { field, expected: String(raw.expected) });
    case 'too_small':
      if (raw.origin === 'string' && raw.minimum === 1) throw validationError('required', { field });
      if (raw.origin === 'array') throw validationError('required', { field });
      throw validationError(raw.origin === 'string' ? 'tooShort' : 'tooSmall', { field, min: Number(raw.minimum) });
    case 'too_big':
      throw validationError(raw.origin === 'string' ? 'tooLong' : 'tooBig', { field, max: Number(raw.maximum) });
    case 'invalid_value':
    case 'invalid_union':
      throw validationError('oneOf', {
        field,
        values: Array.isArray(raw.values) ? raw.values.join(', ') : '0, 1',
      });
    case 'custom': {
      const key = (raw.params as { key?: 'badMobile' | 'badEmail' | 'badPassword' | 'badLink' } | undefined)?.key;
      throw validationError(key ?? 'badFormat', { field });
    }
    default:
      throw validationError('badFormat', { field });
  }
}
