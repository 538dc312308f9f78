// Names the generator derives from a database: safe TS identifiers for any column name (spaces,
// quotes, reserved words), the TS type and display type of a SQL type, and GFast's defaults of a
// column's flags. Pure functions: the templates and the import share them.
import type { CodegenHtmlType, CodegenQueryType, CodegenTsType } from '@iot/contract';

/** Words a generated identifier must not be (JS/TS reserved and strict-mode words, and globals we shadow). */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield any boolean constructor declare get ' +
    'module require number set string symbol type from of async await undefined object never unknown arguments eval ' +
    'id db sql req reply q row rows table'
  ).split(' '),
);

/** The words of a name: letters and digits, split at anything else and at lower-to-upper changes. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const cap = (w: string) => (w ? w[0].toUpperCase() + w.slice(1) : w);

/** camelCase of a name; "" when it has no letter or digit. */
export function camelCase(name: string): string {
  const ws = words(name);
  return ws.map((w, i) => (i === 0 ? w : cap(w))).join('');
}

export const pascalCase = (name: string): string => cap(camelCase(name));

/**
 * A camelCase identifier for a column, unique among `taken`: a name without letters becomes
 * `column<n>`, one starting with a digit gets `c` in front, a reserved word gets `Value` after it
 * (`class` -> `classValue`; `id` stays `id` only when it is the name of the column).
 */
export function safeIdentifier(name: string, taken: Set<string>, position: number): string {
  let id = camelCase(name);
  if (!id) id = `column${position}`;
  if (/^\d/.test(id)) id = `c${id}`;
  if (RESERVED.has(id) && !(id === 'id' && name === 'id')) id = `${id}Value`;
  let unique = id;
  for (let n = 2; taken.has(unique); n++) unique = `${id}${n}`;
  taken.add(unique);
  return unique;
}

/** The drizzle column builder and TS type of a SQL type as `format_type` names it, or null when the generator has none. */
export interface SqlTypeMapping {
  /** drizzle-orm/pg-core builder name. */
  builder: string;
  /** Extra builder options (`{ length: 64 }`, `{ withTimezone: true, mode: 'string' }`) as TS source. */
  options: string;
  tsType: CodegenTsType;
  /** What the form shows by default. */
  htmlType: CodegenHtmlType;
}

export function mapSqlType(sqlType: string): SqlTypeMapping | null {
  const t = sqlType.toLowerCase().trim();
  const length = /\((\d+)\)$/.exec(t)?.[1];
  const m = (builder: string, tsType: CodegenTsType, htmlType: CodegenHtmlType, options = ''): SqlTypeMapping => ({
    builder,
    options,
    tsType,
    htmlType,
  });
  if (t === 'integer') return m('integer', 'number', 'inputNumber');
  if (t === 'smallint') return m('smallint', 'number', 'inputNumber');
  if (t === 'bigint') return m('bigint', 'number', 'inputNumber', "{ mode: 'number' }");
  if (t === 'real') return m('real', 'number', 'inputNumber');
  if (t === 'double precision') return m('doublePrecision', 'number', 'inputNumber');
  // numeric keeps its exact decimal text (drizzle reads it as a string).
  if (/^numeric(\(\d+(,\d+)?\))?$/.test(t)) {
    const ps = /\((\d+)(?:,(\d+))?\)/.exec(t);
    return m('numeric', 'string', 'input', ps ? `{ precision: ${ps[1]}${ps[2] ? `, scale: ${ps[2]}` : ''} }` : '');
  }
  if (t === 'boolean') return m('boolean', 'boolean', 'switch');
  if (t === 'text') return m('text', 'string', 'input');
  if (/^character varying(\(\d+\))?$/.test(t))
    return m('varchar', 'string', 'input', length ? `{ length: ${length} }` : '');
  if (/^character(\(\d+\))?$/.test(t)) return m('char', 'string', 'input', length ? `{ length: ${length} }` : '');
  if (t === 'uuid') return m('uuid', 'string', 'input');
  if (t === 'date') return m('date', 'string', 'date', "{ mode: 'string' }");
  if (/^timestamp(\(\d\))? with time zone$/.test(t))
    return m('timestamp', 'string', 'datetime', '{ withTimezone: true }');
  if (/^timestamp(\(\d\))? without time zone$/.test(t)) return m('timestamp', 'string', 'datetime');
  if (t === 'integer[]') return { ...m('integer', 'number[]', 'selects'), options: '' };
  if (t === 'text[]') return { ...m('text', 'string[]', 'selects'), options: '' };
  return null;
}

/** Whether a mapped column is an array (`.array()` in drizzle). */
export const isArrayType = (sqlType: string): boolean => sqlType.endsWith('[]');

export interface CatalogColumnFacts {
  name: string;
  sqlType: string;
  nullable: boolean;
  defaultValue: string | null;
  isPk: boolean;
  isIdentity: boolean;
}

/** Columns the generated code fills itself (creator, department, times): never edited in the form. */
export const AUTO_COLUMNS = new Set(['created_by', 'updated_by', 'created_at', 'updated_at', 'deleted_at', 'dept_id']);

/** GFast's defaults of a newly imported column, by its name and type. */
export function columnDefaults(c: CatalogColumnFacts, mapping: SqlTypeMapping) {
  const name = c.name.toLowerCase();
  const isIncrement = c.isIdentity || /^nextval\(/.test(c.defaultValue ?? '');
  const auto = AUTO_COLUMNS.has(name);
  const isText = mapping.tsType === 'string';
  let htmlType: CodegenHtmlType = mapping.htmlType;
  if (isText && /(image|img|cover|avatar|pic|photo)$/.test(name)) htmlType = 'imagefile';
  else if (isText && /(file|attachment)$/.test(name)) htmlType = 'file';
  else if (isText && /(content|body)$/.test(name)) htmlType = 'richtext';
  else if (isText && /(remark|description|desc|note)$/.test(name)) htmlType = 'textarea';
  else if (/(status|type|sex|gender|kind|state)$/.test(name) && mapping.tsType !== 'boolean') htmlType = 'radio';
  else if (/^(user_id|owner_id|leader)$/.test(name) && mapping.tsType === 'number') htmlType = 'userSelectorSingle';
  if (name === 'dept_id') htmlType = 'deptSelectorSingle';
  const longText = htmlType === 'richtext' || htmlType === 'textarea';
  const queryType: CodegenQueryType =
    mapping.htmlType === 'date' || mapping.htmlType === 'datetime'
      ? 'BETWEEN'
      : isText && !['radio', 'imagefile', 'file'].includes(htmlType)
        ? 'LIKE'
        : 'EQ';
  return {
    isIncrement,
    isRequired: !c.nullable && c.defaultValue === null && !c.isPk,
    isEdit: !c.isPk && !auto,
    isList: !longText && !['updated_at', 'deleted_at', 'updated_by'].includes(name) && htmlType !== 'richtext',
    isDetail: !['deleted_at'].includes(name),
    // A short search form: text fields, choices and the creation time.
    isQuery:
      !c.isPk && (name === 'created_at' || (!auto && ((isText && htmlType === 'input') || htmlType === 'radio'))),
    queryType,
    htmlType,
  };
}
