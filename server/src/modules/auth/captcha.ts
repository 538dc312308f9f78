import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';

const CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';
const LIFETIME_MS = 10 * 60 * 1000;

/** A new 4-character captcha as an image data URI; its answer is kept in the database (shared by all processes). */
export async function createCaptcha(db: Db): Promise<{ key: string; img: string }> {
  const c = svgCaptcha.create({
    size: 4,
    charPreset: CHARS,
    noise: 2,
    width: 240,
    height: 80,
    fontSize: 64,
    color: true,
  });
  const key = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ key, answer: c.text.toLowerCase(), expiresAt: new Date(Date.now() + LIFETIME_MS) });
  return { key, img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/** Checks an answer case-insensitively; the captcha is consumed by the first check, right or wrong. */
export async function checkCaptcha(db: Db, key: string, answer: string): Promise<boolean> {
  if (!key) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return row.answer === answer.trim().toLowerCase();
}

/** For tests: the answer of a pending captcha. */
export async function peekCaptcha(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(captchas).where(eq(captchas.key, key));
  return row?.answer;
}
