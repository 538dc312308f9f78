// The database's schema, as drizzle (queries) and drizzle-kit (migrations) see it: each module
// defines its own tables; one schema serves both engines (PGlite and PostgreSQL). After changing a
// module's schema.ts, `npm run db:generate` adds the migration.
export * from '../modules/user/schema.ts';
export * from '../modules/menu/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/dict/schema.ts';
export * from '../modules/notice/schema.ts';
export * from '../modules/dept/schema.ts';
export * from '../modules/post/schema.ts';
export * from '../modules/role/schema.ts';
export * from '../modules/product/schema.ts';
export * from '../modules/device/schema.ts';
export * from '../modules/telemetry/schema.ts';
export * from '../modules/command/schema.ts';
export * from '../modules/alarm/schema.ts';
export * from '../modules/upload/schema.ts';
export * from '../modules/config/schema.ts';
export * from '../modules/operlog/schema.ts';
export * from '../modules/job/schema.ts';
