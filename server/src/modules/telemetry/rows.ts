// db.execute answers `{ rows }` on both drivers (PGlite and node-postgres); drizzle types it unknown.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
