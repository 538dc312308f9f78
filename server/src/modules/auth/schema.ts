// Sessions, captchas and the failed logins the throttle counts. The login log is the loginlog
// module's.
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt } from '../../db/columns.ts';
import { users } from '../user/schema.ts';

// Tokens are never stored: only their SHA-256, so a database leak does not leak sessions.
export const sessions = pgTable(
  'sys_session',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: cascadingRef('user_id', () => users.id),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Last request with this session, to the minute (written at most once a minute: online users). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time a process said it holds a live socket of this session (every 30 s while it does). */
    liveSeenAt: timestamp('live_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sys_session_token_hash_uq').on(t.tokenHash), index('sys_session_user_idx').on(t.userId)],
);

export const captchas = pgTable('sys_captcha', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Failed logins per (user name, IP), read by the login throttle; kept apart from the login log so
// refused (throttled) attempts are logged without counting as new failures.
export const loginFailures = pgTable(
  'sys_login_failure',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sys_login_failure_lookup_idx').on(t.userName, t.ip, t.createdAt)],
);
