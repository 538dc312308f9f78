// Reads tables and columns from the connected database's catalog (pg_catalog, the same on PGlite and
// PostgreSQL), schema `public` only. Every name travels as a bound parameter; no SQL is built from one.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface CatalogTable {
  tableName: string;
  tableComment: string;
}

export interface CatalogColumn {
  name: string;
  comment: string;
  sqlType: string;
  nullable: boolean;
  defaultValue: string | null;
  isPk: boolean;
  isIdentity: boolean;
  position: number;
  /** The single-column foreign key's target, if any. */
  references: { table: string; column: string } | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Ordinary and partitioned tables of `public`, without drizzle's migration bookkeeping. */
export async function catalogTables(db: Db): Promise<CatalogTable[]> {
  const rows = rowsOf<{ table_name: string; table_comment: string | null }>(
    await db.execute(sql`
      SELECT c.relname AS table_name, obj_description(c.oid, 'pg_class') AS table_comment
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT LIKE '\_\_drizzle%'
      ORDER BY c.relname`),
  );
  return rows.map((r) => ({ tableName: r.table_name, tableComment: r.table_comment ?? '' }));
}

export async function catalogTable(db: Db, name: string): Promise<CatalogTable | undefined> {
  return (await catalogTables(db)).find((t) => t.tableName === name);
}

/** The columns of a table of `public` in their order; [] for an unknown table. */
export async function catalogColumns(db: Db, table: string): Promise<CatalogColumn[]> {
  const rows = rowsOf<{
    name: string;
    comment: string | null;
    sql_type: string;
    nullable: boolean;
    default_value: string | null;
    is_pk: boolean;
    is_identity: boolean;
    position: number;
    ref_table: string | null;
    ref_column: string | null;
  }>(
    await db.execute(sql`
      SELECT a.attname AS name,
        col_description(c.oid, a.attnum) AS comment,
        format_type(a.atttypid, a.atttypmod) AS sql_type,
        NOT a.attnotnull AS nullable,
        pg_get_expr(d.adbin, d.adrelid) AS default_value,
        EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)) AS is_pk,
        a.attidentity <> '' AS is_identity,
        a.attnum::int AS position,
        fk.ref_table, fk.ref_column
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      LEFT JOIN LATERAL (
        SELECT fc.relname AS ref_table, fa.attname AS ref_column
        FROM pg_constraint con
        JOIN pg_class fc ON fc.oid = con.confrelid
        JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = con.confkey[1]
        WHERE con.conrelid = c.oid AND con.contype = 'f' AND array_length(con.conkey, 1) = 1 AND con.conkey[1] = a.attnum
        LIMIT 1
      ) fk ON true
      WHERE n.nspname = 'public' AND c.relname = ${table} AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`),
  );
  return rows.map((r) => ({
    name: r.name,
    comment: r.comment ?? '',
    sqlType: r.sql_type,
    nullable: r.nullable,
    defaultValue: r.default_value,
    isPk: r.is_pk,
    isIdentity: r.is_identity,
    position: Number(r.position),
    references: r.ref_table && r.ref_column ? { table: r.ref_table, column: r.ref_column } : null,
  }));
}

/** `"name"` with inner quotes doubled: for the generated drizzle code's comments and tests, never for SQL built here. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
