// The database's schema, as drizzle-kit (migrations, server/drizzle.config.ts) sees it: each table
// is defined by the one module that owns it, in its schema.ts (a foreign key may name another
// module's table there; nothing else of a module reads another's tables); one schema serves both
// engines (PGlite and PostgreSQL). After changing a module's schema.ts, `npm run db:generate` adds
// the migration. Tests and the bench read every table from here.
export * from '../modules/user/schema.ts';
export * from '../modules/menu/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/loginlog/schema.ts';
export * from '../modules/dict/schema.ts';
export * from '../modules/notice/schema.ts';
export * from '../modules/dept/schema.ts';
export * from '../modules/post/schema.ts';
export * from '../modules/role/schema.ts';
export * from '../modules/device/product/schema.ts';
export * from '../modules/device/schema.ts';
export * from '../modules/telemetry/schema.ts';
export * from '../modules/command/schema.ts';
export * from '../modules/alarm/schema.ts';
export * from '../modules/automation/schema.ts';
export * from '../modules/upload/schema.ts';
export * from '../modules/config/schema.ts';
export * from '../modules/operlog/schema.ts';
export * from '../modules/job/schema.ts';
export * from '../modules/codegen/schema.ts';
// The platform's: row counts kept by triggers (db/row-counts.ts).
export * from '../db/row-counts.ts';
