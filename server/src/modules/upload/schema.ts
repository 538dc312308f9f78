// Attachments (GFast's sys_attachment) and their content. The bytes live in the database, in a
// table of their own so lists never read them: every server process on one PostgreSQL serves every
// upload, and a database backup holds the files (ARCHITECTURE.md "Uploads").
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { cascadingRef, timestamps } from '../../db/columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers Uint8Array, node-postgres Buffer: one type for the code.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const attachments = pgTable(
  'sys_attachment',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull().default('system'),
    drive: text('drive').notNull().default('local'),
    /** The client's file name, shown only; never part of the stored path. */
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** `upload_file/<day>/<random>.<ext>`: unique, the served URL's path. */
    path: text('path').notNull().unique(),
    size: integer('size').notNull(),
    ext: text('ext').notNull(),
    md5: text('md5').notNull(),
    /** SHA-256 of the content (hex), computed by the server; a resumable upload of the same content finds it. */
    sha256: text('sha256'),
    status: boolean('status').notNull().default(true),
    createdBy: integer('created_by').notNull().default(0),
    /** The uploader's department, for the list's data scope. */
    deptId: integer('dept_id').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('sys_attachment_updated_idx').on(t.updatedAt), index('sys_attachment_sha256_idx').on(t.sha256)],
);

export const attachmentContents = pgTable('sys_attachment_content', {
  id: cascadingRef('id', () => attachments.id).primaryKey(),
  data: bytea('data').notNull(),
});

/**
 * The content of a file stored by the resumable upload, in parts of at most 1 MiB in order: written
 * and served one part at a time, so a large file never sits whole in the server's memory.
 */
export const attachmentParts = pgTable(
  'sys_attachment_part',
  {
    id: cascadingRef('id', () => attachments.id),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.seq] })],
);
