// server/src/modules/<name>/: the drizzle table describing the existing table, the service, routes,
// messages, menu seed and module definition.
import { rowType } from './contract.ts';
import { linkedFields, lit, nameFieldOf, personOf, type GenField, type GenModel } from './model.ts';

/** A drizzle column matching the catalog: name, type, nullability, default, key. */
function drizzleColumn(f: GenField): string {
  const { builder, options } = f.mapping;
  const serial = f.isPk && f.isIncrement && /^nextval\(/.test(f.defaultValue ?? '');
  let col = serial
    ? `${builder === 'bigint' ? 'bigserial' : builder === 'smallint' ? 'smallserial' : 'serial'}(${lit(f.column)}${builder === 'bigint' ? ", { mode: 'number' }" : ''})`
    : `${builder}(${lit(f.column)}${options ? `, ${options}` : ''})`;
  if (f.isArray) col += '.array()';
  if (f.isPk) col += '.primaryKey()';
  if (f.isPk && f.isIncrement && !serial) col += '.generatedByDefaultAsIdentity()';
  if (!f.nullable && !f.isPk) col += '.notNull()';
  // The database's own default expression, as the catalog prints it.
  if (f.defaultValue !== null && !serial) col += `.default(sql.raw(${lit(f.defaultValue)}))`;
  return `  /** ${f.label}. */\n  ${f.name}: ${col},`;
}

export function schemaTemplate(m: GenModel): string {
  const builders = new Set(
    m.fields.map((f) =>
      f.isPk && f.isIncrement && /^nextval\(/.test(f.defaultValue ?? '')
        ? f.mapping.builder === 'bigint'
          ? 'bigserial'
          : f.mapping.builder === 'smallint'
            ? 'smallserial'
            : 'serial'
        : f.mapping.builder,
    ),
  );
  const links = linkedFields(m);
  for (const f of links) builders.add(viewBuilder(f.link!.keyBuilder)).add(viewBuilder(f.link!.labelBuilder));
  const usesSql = m.fields.some((f) => f.defaultValue !== null && !(f.isPk && /^nextval\(/.test(f.defaultValue)));
  const linkTables = links.map(
    (f) => `
/** The related table ${lit(f.link!.table)}, read-only: the choices of the relation select (key and label). */
export const ${linkVar(f)} = pgView(${lit(f.link!.table)}, {
  key: ${viewColumn(f.link!.keyBuilder, f.link!.key)},
  label: ${viewColumn(f.link!.labelBuilder, f.link!.label)},
}).existing();`,
  );
  const core = ['pgTable', ...builders, ...(links.length ? ['pgView'] : [])];
  return `// ${m.title}: the existing table ${lit(m.tableName)} as the queries read it. Its migration belongs
// to whoever created the table, so this file is not re-exported from composition/schema.ts
// (drizzle-kit would create the table a second time).
${usesSql ? "import { sql } from 'drizzle-orm';" : ''}
import { ${[...new Set(core)].sort().join(', ')} } from 'drizzle-orm/pg-core';

export const ${m.name}Table = pgTable(${lit(m.tableName)}, {
${m.fields.map(drizzleColumn).join('\n')}
});
${linkTables.join('\n')}
`;
}

export const linkVar = (f: GenField) => `${f.name}Link`;

/** A column of a relation's view: its own type for the simple ones, else read as text. */
const VIEW_BUILDERS = new Set([
  'integer',
  'smallint',
  'text',
  'varchar',
  'char',
  'uuid',
  'boolean',
  'real',
  'doublePrecision',
]);
const viewBuilder = (builder: string) => (VIEW_BUILDERS.has(builder) ? builder : 'text');
const viewColumn = (builder: string, column: string) => `${viewBuilder(builder)}(${lit(column)}).notNull()`;

/** The condition of one search field. */
function filterOf(f: GenField): string {
  const col = `t.${f.name}`;
  const v = `q.${f.name}`;
  if (f.queryType === 'BETWEEN') {
    if (f.kind === 'datetime') return `createdWithin(${col}, ${v})`;
    if (f.kind === 'date') return `dayWithin(${col}, ${v})`;
    return `${v}?.length ? and(${v}[0] === undefined ? undefined : gte(${col}, ${v}[0]), ${v}[1] === undefined ? undefined : lte(${col}, ${v}[1])) : undefined`;
  }
  let value = v;
  if (f.kind === 'bool') value = `${v} === 1`;
  if (f.kind === 'datetime') value = `localTime(${v})`;
  if (f.queryType === 'LIKE' && f.kind === 'text') return `${v} ? contains(${col}, ${v}) : undefined`;
  const op = { EQ: 'eq', NE: 'ne', GT: 'gt', GTE: 'gte', LT: 'lt', LTE: 'lte', LIKE: 'eq', BETWEEN: 'eq' }[f.queryType];
  return `${v} === undefined ? undefined : ${op}(${col}, ${value})`;
}

/** A stored value as the wire shows it. */
function toWire(f: GenField): string {
  if (f.kind === 'datetime') return `formatTime(r.${f.name})`;
  return `r.${f.name}`;
}

/** A user or department field's name(s), from the names read beside the rows. */
function nameOf(f: GenField): string {
  const map = `names.${personOf(f)}`;
  if (f.kind === 'intArray') return `(r.${f.name}${f.nullable ? ' ?? []' : ''}).map((id) => ${map}.get(id) ?? '')`;
  return `${map}.get(r.${f.name}${f.nullable ? ' ?? 0' : ''}) ?? ''`;
}

/** The ids of one kind (users or departments) the rows name. */
function idsOf(m: GenModel, kind: 'user' | 'dept'): string {
  const parts = m.namedFields
    .filter((f) => personOf(f) === kind)
    .map((f) => (f.kind === 'intArray' ? `...(r.${f.name}${f.nullable ? ' ?? []' : ''})` : `r.${f.name}`));
  return `[...new Set(rows.flatMap((r) => [${parts.join(', ')}]))].filter((id): id is number => !!id)`;
}

/** namesOf: the names of the users and departments the rows name, read through their modules' helpers. */
function namesTemplate(m: GenModel): string {
  if (!m.namedFields.length) return '';
  const has = (kind: 'user' | 'dept') => m.namedFields.some((f) => personOf(f) === kind);
  const read = (kind: 'user' | 'dept') =>
    has(kind)
      ? kind === 'user'
        ? `  const userIds = ${idsOf(m, 'user')};
  const users = userIds.length
    ? await db.select({ id: userView.id, name: userView.userNickname }).from(userView).where(inArray(userView.id, userIds))
    : [];`
        : `  const deptIds = ${idsOf(m, 'dept')};
  const depts = deptIds.length
    ? await db.select({ id: deptView.deptId, name: deptView.deptName }).from(deptView).where(inArray(deptView.deptId, deptIds))
    : [];`
      : '';
  return `
/** The names of the users and departments that rows name, by id. */
interface Names {
  user: Map<number, string>;
  dept: Map<number, string>;
}

/** The names the rows' user and department columns show, read through those modules' query helpers. */
async function namesOf(db: Db, rows: Row[]): Promise<Names> {
${[read('user'), read('dept')].filter(Boolean).join('\n')}
  return {
    user: new Map(${has('user') ? 'users.map((u) => [u.id, u.name])' : ''}),
    dept: new Map(${has('dept') ? 'depts.map((d) => [d.id, d.name])' : ''}),
  };
}
`;
}

/** A form value as the column stores it: absent leaves a NOT NULL column to its default, a nullable one empty. */
function toColumn(f: GenField): string {
  const v = `form.${f.name}`;
  const absent = f.nullable ? 'null' : 'undefined';
  if (f.kind === 'datetime') return f.required ? `localTime(${v})` : `${v} ? localTime(${v}) : ${absent}`;
  if (f.required || f.isArray || !f.nullable) return v;
  if (f.kind === 'text') return `${v} || null`;
  return `${v} ?? null`;
}

export function serviceTemplate(m: GenModel): string {
  const { Name, name } = m;
  const ops = new Set<string>(['and', 'inArray', 'eq', m.sortDesc ? 'desc' : 'asc']);
  const filters = m.queryFields.map(filterOf);
  for (const f of filters)
    for (const op of ['eq', 'ne', 'gt', 'gte', 'lt', 'lte']) if (new RegExp(`\\b${op}\\(`).test(f)) ops.add(op);
  const usesContains = filters.some((f) => f.includes('contains('));
  const usesCreatedWithin = filters.some((f) => f.includes('createdWithin('));
  const usesDayWithin = filters.some((f) => f.includes('dayWithin('));
  const usesLocalTime =
    filters.some((f) => f.includes('localTime(')) || m.editFields.some((f) => f.kind === 'datetime');
  const usesFormat = m.fields.some((f) => f.kind === 'datetime');
  const order = `${m.sortDesc ? 'desc' : 'asc'}(t.${m.sortField.name})${m.sortField === m.pk ? '' : `, asc(t.${m.pk.name})`}`;
  if (m.sortField !== m.pk) ops.add('asc');
  const timeImports = [
    usesCreatedWithin && 'createdWithin',
    usesFormat && 'formatTime',
    usesLocalTime && 'localTime',
  ].filter(Boolean);
  const scope = m.scope;
  const values = m.editFields.map((f) => `    ${f.name}: ${toColumn(f)},`);
  const creator = [
    m.auto.createdBy && `    ${m.auto.createdBy.name}: userId,`,
    m.auto.updatedBy && `    ${m.auto.updatedBy.name}: userId,`,
    scope && `    ${scope.deptId.name}: deptId,`,
  ].filter(Boolean);
  const updater = [
    m.auto.updatedBy && `      ${m.auto.updatedBy.name}: userId,`,
    m.auto.updatedAt && `      ${m.auto.updatedAt.name}: new Date(),`,
  ].filter(Boolean);
  const links = linkedFields(m);
  const named = m.namedFields.length > 0;
  const toRow = named ? `(r) => to${Name}(r, names)` : `to${Name}`;
  const readNames = named ? '  const names = await namesOf(db, rows);\n' : '';
  const scopeArg = scope ? ', scope: DataScope' : '';
  const scopeCond = scope ? `, ${name}ScopeFilter(scope)` : '';
  const tree = m.tree;
  const list = tree
    ? `/** Every matching node, in order: the console builds the tree. */
export async function list${Name}(db: Db, q: ${Name}ListQuery${scopeArg}): Promise<${Name}ListData> {
  const rows = await db.select().from(t).where(and(${filters.join(', ')}${scopeCond})).orderBy(${order});
${readNames}  return { list: rows.map(${toRow}) };
}`
    : `export async function list${Name}(db: Db, q: ${Name}ListQuery${scopeArg}): Promise<${Name}ListData> {
  const where = and(
${filters.map((f) => `    ${f},`).join('\n')}
${scope ? `    ${name}ScopeFilter(scope),` : ''}
  );
  const { rows, total } = await readTablePage(db, t, where, [${order}], q);
${readNames}  return { list: rows.map(${toRow}), total, currentPage: q.pageNum };
}`;
  const treeChecks = tree
    ? `
/** A node may not sit under itself or one of its own descendants. */
async function checkParent(db: Db, id: number, parentId: number): Promise<void> {
  if (!parentId) return;
  if (parentId === id) throw businessError('${name}BadParent');
  const nodes = await db.select({ id: t.${tree.code.name}, pid: t.${tree.parent.name} }).from(t);
  const below = descendantsOf(
    nodes.map((n) => ({ id: n.id, pid: n.pid ?? 0 })),
    [id],
  );
  if (below.has(parentId)) throw businessError('${name}BadParent');
}
`
    : '';
  return `// ${m.title} (table ${lit(m.tableName)}): reads and writes${scope ? ", within the caller's data scope (creator and department)" : ''}${tree ? ', as a tree' : ''}.
import type { ${Name}, ${Name}AddBody, ${Name}EditBody, ${Name}ListData, ${Name}ListQuery${links.length ? `, ${Name}Option` : ''} } from '@iot/contract';
${scope ? "import { PERMISSIONS } from '@iot/contract';" : ''}
import { ${[...ops].sort().join(', ')} } from 'drizzle-orm';
${scope ? "import { creatorScope, inScope, type DataScope } from '../../access/data-scope.ts';" : ''}
import type { Db } from '../../db/client.ts';
import { businessError } from '../../lib/errors.ts';
${tree ? '' : "import { readTablePage } from '../../db/paging.ts';"}
${m.options.snowId ? "import { nextSnowId } from '../../lib/snow-id.ts';" : ''}
${usesContains ? "import { contains } from '../../lib/sql.ts';" : ''}
${timeImports.length ? `import { ${timeImports.join(', ')} } from '../../lib/time.ts';` : ''}
${tree ? "import { descendantsOf } from '../../lib/tree.ts';" : ''}
${m.namedFields.some((f) => personOf(f) === 'dept') ? "import { deptView } from '../dept/index.ts';" : ''}
${m.namedFields.some((f) => personOf(f) === 'user') ? "import { userView } from '../user/index.ts';" : ''}
import { ${[`${name}Table as t`, ...links.map(linkVar)].join(', ')} } from './schema.ts';

type Row = typeof t.$inferSelect;
${
  scope
    ? `
/** The rows' data scope, by the list page's rules (\`all\` lifts it). */
export const { of: ${name}ScopeOf, filter: ${name}ScopeFilter } = creatorScope(PERMISSIONS.${name}, {
  createdBy: t.${scope.createdBy.name},
  deptId: t.${scope.deptId.name},
});
`
    : ''
}
${
  usesDayWithin
    ? `
/** A date column within \`[start, end]\` days; an empty end is open. */
function dayWithin(column: typeof t.${m.queryFields.find((f) => f.kind === 'date' && f.queryType === 'BETWEEN')?.name ?? m.pk.name}, range: string[] | undefined) {
  const [start, end] = range ?? [];
  return and(start ? gte(column, start) : undefined, end ? lte(column, end) : undefined);
}
`
    : ''
}
${namesTemplate(m)}
export function to${Name}(r: Row${named ? ', names: Names' : ''}): ${Name} {
  return {
${m.fields.map((f) => `    ${f.name}: ${toWire(f)},`).join('\n')}
${m.namedFields.map((f) => `    ${nameFieldOf(f)}: ${nameOf(f)},`).join('\n')}
  };
}

${list}

async function rowOf(db: Db, id: number${scopeArg}): Promise<Row> {
  const [row] = await db.select().from(t).where(eq(t.${m.pk.name}, id));
  if (!row${scope ? ` || !inScope(scope, row.${scope.deptId.name} ?? 0, row.${scope.createdBy.name} === scope.userId)` : ''}) throw businessError('${name}NotFound');
  return row;
}

export async function get${Name}(db: Db, id: number${scopeArg}): Promise<${Name}> {
${
  named
    ? `  const row = await rowOf(db, id${scope ? ', scope' : ''});
  return to${Name}(row, await namesOf(db, [row]));`
    : `  return to${Name}(await rowOf(db, id${scope ? ', scope' : ''}));`
}
}
${treeChecks}
export async function add${Name}(db: Db, form: ${Name}AddBody${m.auto.createdBy || m.auto.updatedBy ? ', userId: number' : ''}${scope ? ', deptId: number' : ''}): Promise<void> {
  await db.insert(t).values({
${m.options.snowId ? `    ${m.pk.name}: nextSnowId(),\n` : ''}${values.join('\n')}
${creator.join('\n')}
  });
}

export async function edit${Name}(db: Db, form: ${Name}EditBody${m.auto.updatedBy ? ', userId: number' : ''}${scopeArg}): Promise<void> {
  await rowOf(db, form.${m.pk.name}${scope ? ', scope' : ''});
${tree ? `  await checkParent(db, form.${m.pk.name}, form.${tree.parent.name} ?? 0);\n` : ''}  await db
    .update(t)
    .set({
${values.map((v) => `  ${v}`).join('\n')}
${updater.join('\n')}
    })
    .where(eq(t.${m.pk.name}, form.${m.pk.name}));
}

/** Deletes the rows ${scope ? 'the caller may see' : 'given'}${tree ? '; a node with children stays' : ''}. */
export async function delete${Name}(db: Db, ids: number[]${scopeArg}): Promise<void> {
${
  tree
    ? `  const [child] = await db.select({ id: t.${tree.code.name} }).from(t).where(inArray(t.${tree.parent.name}, ids)).limit(1);
  if (child && !ids.includes(child.id)) throw businessError('${name}HasChildren');
`
    : ''
}  await db.delete(t).where(and(inArray(t.${m.pk.name}, ids)${scopeCond}));
}
${links
  .map(
    (f) => `
/** The choices of ${f.label}: rows of ${lit(f.link!.table)}. */
export async function ${f.name}Options(db: Db): Promise<${Name}Option[]> {
  const rows = await db.select().from(${linkVar(f)}).orderBy(asc(${linkVar(f)}.label)).limit(1000);
  return rows.map((r) => ({ value: r.key, label: r.label }));
}`,
  )
  .join('\n')}
`;
}

export function routesTemplate(m: GenModel): string {
  const { Name, name } = m;
  const scope = m.scope;
  const links = linkedFields(m);
  const sc = scope ? ', await scopeOf(req)' : '';
  const exported = m.options.exportFile;
  const imported = m.options.importFile;
  const principalNeeded = !!(m.auto.createdBy || m.auto.updatedBy || scope);
  const contract = [
    `${name}AddBody`,
    `${name}DeleteBody`,
    `${name}EditBody`,
    ...(exported ? [`${name}ExportQuery`] : []),
    `${name}GetQuery`,
    `${name}ListQuery`,
    'PERMISSIONS',
  ];
  return `// ${m.title}: list, get, add, edit, delete${exported ? ', export' : ''}${links.length ? " and the relation selects' choices" : ''}.
import { ${contract.join(', ')} } from '@iot/contract';
import type { FastifyInstance${scope ? ', FastifyRequest' : ''} } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
${exported ? "import { sendExport } from '../../lib/table-export.ts';" : ''}
${imported ? "import { businessError } from '../../lib/errors.ts';" : ''}
${imported ? "import { fileOf, registerMultipart } from '../../lib/multipart.ts';" : ''}
${principalNeeded ? "import { principalOf } from '../../plugins/auth.ts';" : ''}
${exported ? `import { ${name}Columns, ${name}ToExport } from './export.ts';` : ''}
${imported ? `import { import${Name} } from './import.ts';` : ''}
import { add${Name}, delete${Name}, edit${Name}, get${Name}, list${Name}${scope ? `, ${name}ScopeOf` : ''}${links.map((f) => `, ${f.name}Options`).join('')} } from './service.ts';

const BASE = ${lit(m.paths.apiBase)};
const permission = PERMISSIONS.${name};

export default async function ${name}Routes(app: FastifyInstance) {
  const { db } = app.ctx.database;
${scope ? `  const scopeOf = (req: FastifyRequest) => ${name}ScopeOf(db, principalOf(req));\n` : ''}${imported ? "  // The import's file; a larger body is refused before it is read (the import itself allows 5 MB).\n  registerMultipart(app, 8 * 1024 * 1024);\n" : ''}
  app.get(\`\${BASE}/list\`, needs(permission.list), async (req) => ok(await list${Name}(db, parseInput(${name}ListQuery, req)${sc})));
  app.get(\`\${BASE}/get\`, needs(permission.get), async (req) =>
    ok(await get${Name}(db, parseInput(${name}GetQuery, req).${m.pk.name}${sc})),
  );
  app.post(\`\${BASE}/add\`, needs(permission.add), async (req) => {
${m.auto.createdBy || m.auto.updatedBy || scope ? '    const principal = principalOf(req);\n' : ''}    await add${Name}(db, parseInput(${name}AddBody, req)${m.auto.createdBy || m.auto.updatedBy ? ', principal.id' : ''}${scope ? ', principal.deptId' : ''});
    return ok();
  });
  app.put(\`\${BASE}/edit\`, needs(permission.edit), async (req) => {
    await edit${Name}(db, parseInput(${name}EditBody, req)${m.auto.updatedBy ? ', principalOf(req).id' : ''}${sc});
    return ok();
  });
  app.delete(\`\${BASE}/delete\`, needs(permission.delete), async (req) => {
    await delete${Name}(db, parseInput(${name}DeleteBody, req).ids${sc});
    return ok();
  });
${links.map((f) => `  app.get(\`\${BASE}/${f.name}Options\`, needs(permission.list), async () => ok(await ${f.name}Options(db)));`).join('\n')}
${
  exported
    ? `  // The list's filters${scope ? ' and data scope' : ''}, every row, as CSV or XLSX.
  app.get(\`\${BASE}/export\`, needs(permission.export), async (req, reply) => {
    const q = parseInput(${name}ExportQuery, req);
    return sendExport(reply, q.format, ${lit(name)}, ${name}Columns, await ${name}ToExport(db, q${sc}));
  });`
    : ''
}
${
  imported
    ? `  // Rows of an XLSX or CSV file, each checked as an added row; the refused ones reported.
  app.post(\`\${BASE}/import\`, needs(permission.import), async (req) => {
    const file = fileOf(req.body, 'file');
    if (!file) throw businessError('importNoFile');
${principalNeeded ? '    const principal = principalOf(req);\n' : ''}    return ok(await import${Name}(db, file.data, req.lang${addArgs(m)}));
  });`
    : ''
}
}
`;
}

/** The caller's ids an add takes after the form: its creator, and the department of a scoped row. */
function addArgs(m: GenModel): string {
  return `${m.auto.createdBy || m.auto.updatedBy ? ', principal.id' : ''}${m.scope ? ', principal.deptId' : ''}`;
}

/** import.ts: rows of a file checked by the add schema (the device import's way: a report of refused rows). */
export function importTemplate(m: GenModel): string {
  const { Name, name } = m;
  const fields = m.editFields.map(
    (f) =>
      `  { name: ${lit(f.name)}, label: ${lit(f.label)}, kind: ${lit(f.kind === 'bool' ? 'flag' : f.isArray ? 'list' : 'text')} },`,
  );
  const userArg = m.auto.createdBy || m.auto.updatedBy ? ', userId: number' : '';
  const deptArg = m.scope ? ', deptId: number' : '';
  const args = `${userArg ? ', userId' : ''}${deptArg ? ', deptId' : ''}`;
  return `// ${m.title} from a file: XLSX or CSV, a header row naming the form's fields (by label or name), then
// one row each. Every row is checked as an added row is; the good rows go in together, each refused
// row is reported with its number and why.
import { ${name}AddBody, type ${Name}AddBody, type ${Name}ImportResult } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/lang.ts';
import { parseValues } from '../../lib/request.ts';
import { readSheet } from '../../lib/table-import.ts';
import { add${Name} } from './service.ts';

/** The form's fields: how a header names each, and how its cell is read. */
const FIELDS: { name: keyof ${Name}AddBody; label: string; kind: 'text' | 'flag' | 'list' }[] = [
${fields.join('\n')}
];

const flag = (v: string) => (v === '' ? undefined : /^(1|true|yes|是)$/i.test(v));
const list = (v: string) => (v === '' ? [] : v.split(/\\s*[,，]\\s*/));

function valuesOf(cells: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    FIELDS.map((f) => {
      const v = cells[f.label] ?? cells[f.name] ?? '';
      return [f.name, f.kind === 'flag' ? flag(v) : f.kind === 'list' ? list(v) : v === '' ? undefined : v];
    }),
  );
}

export async function import${Name}(db: Db, data: Buffer, lang: Lang${userArg}${deptArg}): Promise<${Name}ImportResult> {
  const errors: ${Name}ImportResult['errors'] = [];
  const forms: ${Name}AddBody[] = [];
  for (const { row, cells } of await readSheet(data)) {
    try {
      forms.push(parseValues(${name}AddBody, valuesOf(cells)));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      errors.push({ row, message: translate(lang, e.key, e.params) });
    }
  }
  await db.transaction(async (tx) => {
    for (const form of forms) await add${Name}(tx, form${args});
  });
  return { success: forms.length, fail: errors.length, errors };
}
`;
}

/** An exported cell of a row: names for users and departments, lists joined, flags as 1/0. */
function exportCell(f: GenField, m: GenModel): string {
  if (m.namedFields.includes(f))
    return f.kind === 'intArray' ? `r.${nameFieldOf(f)}.join(', ')` : `r.${nameFieldOf(f)}`;
  if (f.kind === 'intArray' || f.kind === 'textArray') return `(r.${f.name}${f.nullable ? ' ?? []' : ''}).join(', ')`;
  if (f.kind === 'bool') return `r.${f.name} === null ? null : Number(r.${f.name})`;
  return `r.${f.name}`;
}

/** export.ts: the list as a file (the user module's way: every page of the filtered list, sendExport). */
export function exportTemplate(m: GenModel): string {
  const { Name, name } = m;
  const scope = m.scope;
  const columns = (m.listFields.includes(m.pk) ? m.listFields : [m.pk, ...m.listFields]).map(
    (f) => `  { header: ${lit(f.label)}, value: (r) => ${exportCell(f, m)} },`,
  );
  const read = m.tree
    ? `  const { format: _format, ...filters } = q;
  return (await list${Name}(db, filters${scope ? ', scope' : ''})).list.slice(0, EXPORT_LIMIT);`
    : `  const { format: _format, ...filters } = q;
  const rows: ${Name}[] = [];
  for (let pageNum = 1; rows.length < EXPORT_LIMIT; pageNum++) {
    const page = await list${Name}(db, { ...filters, pageNum, pageSize: PAGE }${scope ? ', scope' : ''});
    rows.push(...page.list);
    if (!page.list.length || rows.length >= page.total) break;
  }
  return rows.slice(0, EXPORT_LIMIT);`;
  return `// ${m.title} as a file: the list's filters${scope ? ' and data scope' : ''}, every ${m.tree ? 'node' : 'page'}, the listed columns.
import type { ${Name}, ${Name}ExportQuery } from '@iot/contract';
${scope ? "import type { DataScope } from '../../access/data-scope.ts';" : ''}
import type { Db } from '../../db/client.ts';
import type { ExportColumn } from '../../lib/table-export.ts';
import { list${Name} } from './service.ts';

/** More than any console needs at once; the file stays a few megabytes. */
export const EXPORT_LIMIT = 100_000;
${m.tree ? '' : 'const PAGE = 5_000;\n'}
export async function ${name}ToExport(db: Db, q: ${Name}ExportQuery${scope ? ', scope: DataScope' : ''}): Promise<${Name}[]> {
${read}
}

/** The list's columns, headed by their labels. */
export const ${name}Columns: ExportColumn<${Name}>[] = [
${columns.join('\n')}
];
`;
}

export function messagesJsonTemplate(m: GenModel): string {
  const entries: Record<string, [string, string, string]> = {
    [`${m.name}NotFound`]: [`${m.title}不存在`, `${m.title} not found`, `${m.title}不存在`],
  };
  if (m.tree) {
    entries[`${m.name}BadParent`] = [
      '上级不能是自己或自己的下级',
      'The parent cannot be the node itself or one below it',
      '上級不能是自己或自己的下級',
    ];
    entries[`${m.name}HasChildren`] = [
      '存在下级，不能删除',
      'It has children: delete them first',
      '存在下級，不能刪除',
    ];
  }
  return `${JSON.stringify(entries, null, 2)}\n`;
}

export function messagesTsTemplate(m: GenModel): string {
  return `// Messages of ${m.title}.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const ${m.name}Messages = fromJson(messages, '${m.name}/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    ${m.name}: typeof ${m.name}Messages;
  }
}
`;
}

export function seedTemplate(m: GenModel, parentRule: string): string {
  return `// The menu of ${m.title} and its buttons, for administrators.
import { PERMISSIONS } from '@iot/contract';
import { ADMIN_ONLY, addEditDelete, pageWithButtons, type PlacedMenu } from '../../db/seed/rows.ts';

const permission = PERMISSIONS.${m.name};

export const ${m.name}Menus: PlacedMenu[] = [
  {
    parent: ${lit(parentRule)},
    order: 10,
    menu: pageWithButtons(
      [${lit(m.title)}, permission.list, ${lit(`/${m.paths.area}/${m.name}/list`)}, ${lit(m.paths.component)}, 'AppstoreOutlined'],
      ADMIN_ONLY,
      {
        ...addEditDelete(${lit(m.title)}, permission.add, permission.edit, permission.delete),
        [${lit(`查看${m.title}`)}]: permission.get,${m.scope ? `\n        [${lit(`全部${m.title}`)}]: permission.all,` : ''}${m.options.exportFile ? `\n        [${lit(`导出${m.title}`)}]: permission.export,` : ''}${m.options.importFile ? `\n        [${lit(`导入${m.title}`)}]: permission.import,` : ''}
      },
      { keepAlive: true },
    ),
  },
];
`;
}

export function moduleIndexTemplate(m: GenModel): string {
  return `// ${m.title} (table ${lit(m.tableName)}), generated by the code generator.
import { defineModule } from '../module.ts';
import { ${m.name}Messages } from './messages.ts';
import ${m.name}Routes from './routes.ts';
import { ${m.name}Menus } from './seed.ts';

export const ${m.name}Module = defineModule({
  name: ${lit(m.name)},
  routes: ${m.name}Routes,
  messages: ${m.name}Messages,
  seed: { menus: ${m.name}Menus },
});
`;
}

export { rowType };
