// Writing notices and read records. Each write runs in one transaction; add and edit return what
// the live channel has to announce (GFast §4.3: the notice as stored), or null when nothing is published.
import type { NoticeAddBody, NoticeEditBody, NoticeFrameData } from '@iot/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noticeReads, notices } from './schema.ts';
import { businessError, validationError } from '../../lib/errors.ts';
import { sanitizeNoticeHtml } from './html.ts';
import { existingUserIds } from '../user/index.ts';
import { LETTER, storedNotice, visibleTo } from './service.ts';

type NoticeRow = typeof notices.$inferSelect;

/** What to send after a write: the frame data and, for letters, the receivers. */
export interface NoticeAnnouncement {
  data: NoticeFrameData;
  /** null: every connection (a notice); otherwise the letter's receivers. */
  userIds: number[] | null;
}

function sanitizedContent(html: string): string {
  const content = sanitizeNoticeHtml(html);
  // Nothing but script or markup left: as good as empty.
  if (!content) throw validationError('required', { field: 'content' });
  return content;
}

/** The receivers of a letter, each an existing user; null for a notice. */
async function receiversOf(db: Db, type: number, receiver: number[] | undefined): Promise<number[] | null> {
  if (type !== LETTER) return null;
  const ids = [...new Set(receiver ?? [])];
  if (!ids.length) throw validationError('required', { field: 'receiver' });
  const found = await existingUserIds(db, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw validationError('noticeReceiverNotFound', { field: 'receiver', id: missing });
  return ids;
}

/** The columns a form writes; the type only when the notice is added (see editNotice). */
function written(form: NoticeAddBody, content: string, receiver: number[] | null) {
  const { title, tag, remark, sort, status } = form;
  return { title, tag, content, remark, sort, status, receiver };
}

/** A published notice goes out as stored (the row the write returned). */
function announcement(n: NoticeRow): NoticeAnnouncement | null {
  if (n.status !== 1) return null;
  return { data: storedNotice(n), userIds: n.type === LETTER ? (n.receiver ?? []) : null };
}

export async function addNotice(db: Db, form: NoticeAddBody, userId: number): Promise<NoticeAnnouncement | null> {
  const content = sanitizedContent(form.content);
  const row = await db.transaction(async (tx) => {
    const receiver = await receiversOf(tx, form.type, form.receiver);
    const [n] = await tx
      .insert(notices)
      .values({ ...written(form, content, receiver), type: form.type, createdBy: userId })
      .returning();
    return n;
  });
  return announcement(row);
}

/** As GFast: the type of a notice is fixed once written; `type` in the form is not applied. */
export async function editNotice(db: Db, form: NoticeEditBody, userId: number): Promise<NoticeAnnouncement | null> {
  const content = sanitizedContent(form.content);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: notices.type })
      .from(notices)
      .where(and(eq(notices.id, form.id), isNull(notices.deletedAt)))
      .for('update');
    if (!current) throw businessError('noticeNotFound');
    const receiver = await receiversOf(tx, current.type, form.receiver);
    const [n] = await tx
      .update(notices)
      .set({ ...written(form, content, receiver), updatedBy: userId, updatedAt: new Date() })
      .where(eq(notices.id, form.id))
      .returning();
    return n;
  });
  return announcement(row);
}

/** Soft delete: the rows stay, stamped with `deleted_at`. */
export async function deleteNotices(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ deletedAt: new Date() })
      .where(and(inArray(notices.id, ids), isNull(notices.deletedAt)));
  });
}

/** The caller opened a notice: the first time inserts a read row, later times count a click. */
export async function readNotice(db: Db, noticeId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [n] = await tx
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.id, noticeId), visibleTo(userId)));
    if (!n) throw businessError('noticeNotFound');
    await tx
      .insert(noticeReads)
      .values({ noticeId, userId })
      .onConflictDoUpdate({
        target: [noticeReads.noticeId, noticeReads.userId],
        set: { clicks: sql`${noticeReads.clicks} + 1`, updatedAt: new Date() },
      });
  });
}

/** Marks every published notice and letter visible to the caller as read (the console's "mark all read"). */
export async function readAll(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${noticeReads} (notice_id, user_id)
      select ${notices.id}, ${userId}::int from ${notices} where ${visibleTo(userId)}
      on conflict (notice_id, user_id) do nothing`);
  });
}
