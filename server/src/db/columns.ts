// Column helpers every module's tables share, so the same column reads the same in every table.
import { integer, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A reference whose rows go with the row they name (grants, sessions, read marks). */
export const cascadingRef = (name: string, target: () => PgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
