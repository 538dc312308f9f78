// The object model of a product (sagoo-iot-api.md §5): stored as one JSON value on the product and
// rewritten whole by each change, under a row lock. Keys are unique across the four kinds,
// case-insensitively; a published product's properties are locked (devices report against them).
import { tslDocument, type Tsl, type TslKind, type TslListQuery } from '@iot/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { products } from './schema.ts';
import { businessError, validationError } from '../../../lib/errors.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import type { DataScope } from '../../../access/data-scope.ts';
import { productInView, tslOf, type ProductEntity } from './service.ts';

const FIELD = { property: 'properties', function: 'functions', event: 'events', tag: 'tags' } as const;
const KINDS = Object.values(FIELD);
const NOT_FOUND = {
  property: 'tslPropertyNotFound',
  function: 'tslFunctionNotFound',
  event: 'tslEventNotFound',
  tag: 'tslTagNotFound',
} as const;

/** An entry of any kind: what the four lists have in common for the writes below. */
interface Entry {
  key: string;
  name: string;
  valueType?: { type: string };
  inputs?: { valueType: { type: string } }[] | null;
}

const entriesOf = (tsl: Tsl, kind: TslKind) => (tsl[FIELD[kind]] ?? []) as Entry[];
const sameKey = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `<kind>/list`: filtered and paged in memory; a page past the end has `Data: null`. */
export async function listEntries(db: Db, scope: DataScope, kind: TslKind, q: TslListQuery) {
  let list = entriesOf(tslOf(await productInView(db, scope, q.productKey)), kind);
  if (q.name) list = list.filter((e) => e.name.includes(q.name!));
  if (q.dateType && (kind === 'property' || kind === 'tag'))
    list = list.filter((e) => e.valueType?.type.includes(q.dateType!));
  const start = (q.pageNum - 1) * q.pageSize;
  const page = list.slice(start, start + q.pageSize);
  return { Data: page.length ? page : null, currentPage: q.pageNum, Total: list.length };
}

/** `<kind>/all`; for functions `inputsValueTypes` keeps those with exactly one input of that type. */
export async function allEntries(db: Db, scope: DataScope, kind: TslKind, productKey: string, inputType?: string) {
  let list = entriesOf(tslOf(await productInView(db, scope, productKey)), kind);
  if (kind === 'function' && inputType)
    list = list.filter((f) => f.inputs?.length === 1 && sameKey(f.inputs[0].valueType.type, inputType));
  return { Data: list.length ? list : null };
}

/** Reads the model under a row lock, lets `change` edit it and stores it. */
async function changeTsl(
  db: Db,
  scope: DataScope,
  productKey: string,
  change: (tsl: Tsl, row: ProductEntity) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await productInView(tx, scope, productKey, true);
    const tsl = tslOf(row);
    change(tsl, row);
    await tx
      .update(products)
      .set({ metadata: tsl, updatedBy: scope.userId, updatedAt: new Date() })
      .where(eq(products.id, row.id));
  });
}

const lockedWhenPublished = (kind: TslKind, row: ProductEntity, message: MessageKey) => {
  if (kind === 'property' && row.status === 1) throw businessError(message);
};

export async function addEntry(db: Db, scope: DataScope, kind: TslKind, productKey: string, entry: Entry) {
  await changeTsl(db, scope, productKey, (tsl, row) => {
    lockedWhenPublished(kind, row, 'tslPublishedNoAdd');
    const taken = KINDS.some((k) => (tsl[k] ?? []).some((e) => sameKey(e.key, entry.key)));
    if (taken) throw businessError('tslKeyExists');
    tsl[FIELD[kind]] = [...entriesOf(tsl, kind), entry] as never;
  });
}

/** Replaces the entry with that key (case-insensitive); a property keeps its key and its type. */
export async function editEntry(db: Db, scope: DataScope, kind: TslKind, productKey: string, entry: Entry) {
  await changeTsl(db, scope, productKey, (tsl, row) => {
    const list = entriesOf(tsl, kind);
    const i = list.findIndex((e) => sameKey(e.key, entry.key));
    if (i < 0) throw businessError(NOT_FOUND[kind]);
    lockedWhenPublished(kind, row, 'tslPublishedNoEdit');
    const stored = list[i];
    // Stored values and history were recorded with the old type: SagooIoT keeps it; we say so.
    if (kind === 'property' && stored.valueType && entry.valueType && stored.valueType.type !== entry.valueType.type)
      throw businessError('tslTypeLocked', { type: stored.valueType.type });
    list[i] = { ...entry, key: stored.key };
    tsl[FIELD[kind]] = list as never;
  });
}

export async function deleteEntry(db: Db, scope: DataScope, kind: TslKind, productKey: string, key: string) {
  await changeTsl(db, scope, productKey, (tsl, row) => {
    const list = entriesOf(tsl, kind);
    const i = list.findIndex((e) => sameKey(e.key, key));
    if (i < 0) throw businessError(NOT_FOUND[kind]);
    lockedWhenPublished(kind, row, 'tslPublishedNoDelete');
    list.splice(i, 1);
    tsl[FIELD[kind]] = (list.length ? list : null) as never;
  });
}

/** The first problem of an imported model, naming the entry (`properties[2] (temp)`) and the field. */
function importError(issue: z.core.$ZodIssue, doc: unknown) {
  const [kind, index, ...rest] = issue.path;
  const rawEntry = (doc as Record<string, unknown[] | undefined>)?.[String(kind)]?.[Number(index)] as { key?: unknown };
  const entry =
    typeof index === 'number'
      ? `${String(kind)}[${index}]${typeof rawEntry?.key === 'string' && rawEntry.key ? ` (${rawEntry.key})` : ''}`
      : 'file';
  const field = rest.map(String).join('.') || (typeof index === 'number' ? 'entry' : String(kind ?? 'file'));
  const where = { field: `${entry} ${field}` };
  const detail = issue as unknown as { input?: unknown; origin?: string; minimum?: number; values?: unknown[] };
  if (issue.code === 'custom') {
    const key = (issue.params as { key?: MessageKey } | undefined)?.key;
    if (key) return validationError(key, where);
  }
  if (issue.code === 'invalid_type' && detail.input === undefined) return validationError('required', where);
  if (issue.code === 'too_small' && detail.origin === 'string' && detail.minimum === 1)
    return validationError('required', where);
  if (issue.code === 'invalid_value' && Array.isArray(detail.values))
    return validationError('oneOf', { ...where, values: detail.values.join(', ') });
  return validationError('tslFileInvalid', { entry, field });
}

/** Parses and checks a whole model file; its key and name become the product's. */
export function parseTslFile(text: string): Omit<Tsl, 'key' | 'name'> {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw businessError('tslFileNotJson');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw businessError('tslFileNotJson');
  const parsed = tslDocument.safeParse(doc, { reportInput: true });
  if (!parsed.success) throw importError(parsed.error.issues[0], doc);
  const list = <T>(v: T[] | null) => (v?.length ? v : null);
  const d = parsed.data;
  return {
    properties: list(d.properties),
    functions: list(d.functions),
    events: list(d.events),
    tags: list(d.tags),
  };
}

/** Replaces the whole model; a published product must be unpublished first (its properties are locked). */
export async function importTsl(db: Db, scope: DataScope, productKey: string, text: string) {
  const model = parseTslFile(text);
  await changeTsl(db, scope, productKey, (tsl, row) => {
    if (row.status === 1) throw businessError('tslPublishedNoImport');
    Object.assign(tsl, model);
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

/** The stored model as a file named `<yyyyMMddHHmmss>-TSL-<key>-.json` (SagooIoT's name). */
export async function exportTsl(db: Db, scope: DataScope, productKey: string) {
  const row = await productInView(db, scope, productKey);
  return { body: JSON.stringify(tslOf(row)), filename: `${stamp(new Date())}-TSL-${row.key}-.json` };
}
