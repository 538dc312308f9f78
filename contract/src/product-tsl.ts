// The object model's requests (sagoo-iot-api.md §5): entries of the four kinds, their value types,
// and a whole TSL (import). The console's dialogs send numbers as strings, `maxLength: ''`, the
// boolean texts for every type and extra fields: numbers are coerced, '' is absent, each type keeps
// only its own parameters, and unknown fields are dropped.
import { z } from 'zod';
import { filterStr, intOr, optStr, paging, requiredStr, str } from './fields.ts';
import { sagooQuery } from './product.ts';
import {
  DATA_TYPES,
  TSL_KEY_PATTERN,
  type DataType,
  type Tsl,
  type TslEvent,
  type TslFunction,
  type TslParam,
  type TslProperty,
  type ValueType,
} from './tsl.ts';

/** Which parameters each type keeps (§5.1 "Used by"). */
const PARAMS_OF: Record<DataType, (keyof ValueType)[]> = {
  int: ['max', 'min', 'unit'],
  long: ['max', 'min', 'unit'],
  float: ['decimals', 'max', 'min', 'unit'],
  double: ['decimals', 'max', 'min', 'unit'],
  string: ['maxLength'],
  boolean: ['trueText', 'falseText', 'trueValue', 'falseValue'],
  date: [],
  timestamp: [],
  enum: ['elements'],
  array: ['elementType'],
  object: ['properties'],
};

/** Nesting deeper than this (arrays of objects of arrays...) is refused before parsing. */
const MAX_DEPTH = 24;

const blank = (v: unknown) => v === '' || v === null;
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const num = () => z.preprocess((v) => (blank(v) ? undefined : numeric(v)), z.number().finite().optional());
const count = (max: number) =>
  z.preprocess((v) => (blank(v) ? undefined : numeric(v)), z.number().int().min(0).max(max).optional());
const flagParam = () =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v === 'true' || v === 1 ? true : v === 'false' || v === 0 ? false : v),
    z.boolean().optional(),
  );
const text = (max: number) =>
  z.preprocess((v) => (blank(v) ? undefined : v), str().pipe(z.string().max(max)).optional());

const badKey = { params: { key: 'tslBadKey' } };
/** An object-model key (§5.2): a letter or `_` first, then letters, digits and `_`. */
export const tslKey = () => requiredStr(64).refine((s) => TSL_KEY_PATTERN.test(s), badKey);

/** The depth of a JSON value, counted without recursion (the input is untrusted). */
function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (d > max) max = d;
    if (d > MAX_DEPTH) return d;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}
const shallow = <S extends z.ZodType>(schema: S) =>
  z
    .unknown()
    .refine((v) => depthOf(v) <= MAX_DEPTH, { params: { key: 'tslTooDeep' } })
    .pipe(schema);

/** Keys must be unique (case-insensitively) among siblings. */
function uniqueKeys(list: { key: string }[] | null | undefined, ctx: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<string>();
  (list ?? []).forEach((item, i) => {
    const k = item.key.toLowerCase();
    if (seen.has(k))
      ctx.addIssue({ code: 'custom', path: [...path, i, 'key'], input: item.key, params: { key: 'tslDuplicateKey' } });
    seen.add(k);
  });
}

function checkValueType(v: ValueType, ctx: z.RefinementCtx) {
  const issue = (path: string, key: string) =>
    ctx.addIssue({ code: 'custom', path: [path], input: v, params: { key } });
  if (v.type === 'enum') {
    if (!v.elements?.length) issue('elements', 'tslEnumEmpty');
    const values = (v.elements ?? []).map((e) => e.value);
    if (new Set(values).size !== values.length) issue('elements', 'tslEnumDuplicate');
  }
  if (v.type === 'array' && !v.elementType) issue('elementType', 'tslArrayNoElementType');
  if (v.type === 'object') {
    if (!v.properties?.length) issue('properties', 'tslObjectEmpty');
    uniqueKeys(v.properties, ctx, ['properties']);
  }
  if (v.min !== undefined && v.max !== undefined && PARAMS_OF[v.type].includes('min') && v.min > v.max)
    issue('min', 'tslMinAboveMax');
}

/** Only the parameters of the type, absent ones left out. */
function keepOwnParams(v: ValueType): ValueType {
  const out: Record<string, unknown> = { type: v.type };
  for (const p of PARAMS_OF[v.type]) if (v[p] !== undefined) out[p] = v[p];
  return out as unknown as ValueType;
}

const enumElement = z.object({
  value: requiredStr(64),
  text: optStr(100),
});

/** A row the console's dialogs leave behind unfilled: every field blank (its nested valueType aside). */
function isStub(row: unknown, fields: string[]): boolean {
  if (!row || typeof row !== 'object') return false;
  const o = row as Record<string, unknown>;
  return fields.every((f) => o[f] === undefined || blank(o[f]));
}
/** A list without the console's unfilled rows; anything but an array is left to fail its schema. */
const withoutStubs = (list: unknown, fields: string[]) =>
  Array.isArray(list) ? list.filter((row) => !isStub(row, fields)) : list;
/** An unfilled param row (a function's input or output, an event's output, an object's member). */
const PARAM_FIELDS = ['key', 'name', 'desc'];

export const valueTypeSchema: z.ZodType<ValueType> = z.lazy(() =>
  z.preprocess(
    (v) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const o = { ...(v as Record<string, unknown>) };
      if (typeof o.type === 'string') o.type = o.type.trim() === 'text' ? 'string' : o.type.trim();
      // Only the type's own parameters are read: SagooIoT's parameter dialog (editOption.vue) sends
      // every type's, with an unfilled enum element and object member whatever the type, and the
      // console writes a date's format text into maxLength (not a length, so not kept).
      const own = typeof o.type === 'string' && Object.hasOwn(PARAMS_OF, o.type) ? PARAMS_OF[o.type as DataType] : null;
      if (own) for (const k of Object.keys(o)) if (k !== 'type' && !(own as string[]).includes(k)) delete o[k];
      if ('elements' in o) o.elements = withoutStubs(o.elements, ['value', 'text']);
      if ('properties' in o) o.properties = withoutStubs(o.properties, PARAM_FIELDS);
      return o;
    },
    z
      .object({
        type: z.enum(DATA_TYPES),
        max: num(),
        min: num(),
        decimals: count(10),
        unit: text(32),
        maxLength: count(1_000_000),
        trueText: text(32),
        falseText: text(32),
        trueValue: flagParam(),
        falseValue: flagParam(),
        elements: z.array(enumElement).max(1000).optional(),
        elementType: valueTypeSchema.optional(),
        properties: z.array(tslParamSchema).max(1000).optional(),
      })
      .superRefine((v, ctx) => checkValueType(v as ValueType, ctx))
      .transform((v) => keepOwnParams(v as ValueType)),
  ),
);

/** A function's input or output, an event's output, an object's member. */
export const tslParamSchema: z.ZodType<TslParam> = z.lazy(() =>
  z.object({ key: tslKey(), name: optStr(100), valueType: valueTypeSchema, desc: optStr(200) }),
);

/** A list of params: absent, null or '' is null; unfilled rows are left out. */
const paramList = () =>
  z.preprocess(
    (v) => (v === undefined || blank(v) ? null : withoutStubs(v, PARAM_FIELDS)),
    z
      .array(tslParamSchema)
      .max(1000)
      .nullable()
      .superRefine((list, ctx) => uniqueKeys(list, ctx, [])),
  );

const entryBase = { key: tslKey(), name: requiredStr(100), desc: optStr(200) };

export const tslPropertySchema = z.object({
  ...entryBase,
  /** 0 read-write, 1 read-only. */
  accessMode: intOr(0).pipe(z.literal([0, 1])),
  valueType: valueTypeSchema,
}) satisfies z.ZodType<TslProperty>;
export const tslTagSchema = tslPropertySchema;
export const tslFunctionSchema = z.object({
  ...entryBase,
  inputs: paramList(),
  outputs: paramList(),
}) satisfies z.ZodType<TslFunction>;
export const tslEventSchema = z.object({
  ...entryBase,
  /** 0 normal, 1 warning, 2 urgent. */
  level: intOr(0).pipe(z.literal([0, 1, 2])),
  outputs: paramList(),
}) satisfies z.ZodType<TslEvent>;

const productKey = requiredStr(200);
/** add and edit bodies: the product's key and the entry. */
export const tslPropertyBody = shallow(tslPropertySchema.extend({ productKey }));
export const tslTagBody = tslPropertyBody;
export const tslFunctionBody = shallow(tslFunctionSchema.extend({ productKey }));
export const tslEventBody = shallow(tslEventSchema.extend({ productKey }));
export type TslPropertyBody = z.infer<typeof tslPropertyBody>;
export type TslFunctionBody = z.infer<typeof tslFunctionBody>;
export type TslEventBody = z.infer<typeof tslEventBody>;

export const tslDeleteBody = z.object({ productKey, key: requiredStr(64) });

/** `<kind>/list`: paged in memory; `name` and (properties) `dateType` (sic) filter. */
export const tslListQuery = sagooQuery(z.object({ productKey, name: filterStr(), dateType: filterStr(), ...paging }));
export type TslListQuery = z.infer<typeof tslListQuery>;
/** `function/all`: `inputsValueTypes` keeps the functions with exactly one input of that type. */
export const tslAllQuery = z.object({ productKey, inputsValueTypes: filterStr() });

const entries = <S extends z.ZodType<{ key: string }>>(entry: S) =>
  z.preprocess((v) => (v === undefined || blank(v) ? null : v), z.array(entry).max(1000).nullable());

/** A whole object model (import): every entry checked, keys unique across the four kinds. */
export const tslDocument = shallow(
  z
    .object({
      properties: entries(tslPropertySchema),
      functions: entries(tslFunctionSchema),
      events: entries(tslEventSchema),
      tags: entries(tslTagSchema),
    })
    .superRefine((doc, ctx) => {
      const seen = new Set<string>();
      for (const kind of ['properties', 'functions', 'events', 'tags'] as const)
        (doc[kind] ?? []).forEach((e, i) => {
          const k = e.key.toLowerCase();
          if (seen.has(k))
            ctx.addIssue({ code: 'custom', path: [kind, i, 'key'], input: e.key, params: { key: 'tslDuplicateKey' } });
          seen.add(k);
        });
    }),
) satisfies z.ZodType<Omit<Tsl, 'key' | 'name'>>;
