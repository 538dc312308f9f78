import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { captchas } from './schema.ts';

const CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';
const LIFETIME_MS = 10 * 60 * 1000;

/**
 * The stored form of an answer: its SHA-256 together with the key, so the table never holds an
 * answer in clear and a hash is useless for any other captcha.
 */
const answerHash = (key: string, answer: string) =>
  createHash('sha256').update(`${key}\n${answer.trim().toLowerCase()}`).digest('hex');

/** A new 4-character captcha under a new key: its image as a data URI, and its answer. */
export function drawCaptcha(): { key: string; img: string; answer: string } {
  const c = svgCaptcha.create({
    size: 4,
    charPreset: CHARS,
    noise: 2,
    width: 240,
    height: 80,
    fontSize: 64,
    color: true,
  });
  return {
    key: randomUUID(),
    img: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}`,
    answer: c.text,
  };
}

/**
 * A new captcha whose answer's hash is kept in the database (shared by all processes), to be
 * checked at login. `answer` is for the caller's tests only and never sent.
 */
export async function createCaptcha(db: Db): Promise<{ key: string; img: string; answer: string }> {
  const captcha = drawCaptcha();
  const { key, answer } = captcha;
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db
    .insert(captchas)
    .values({ key, answer: answerHash(key, answer), expiresAt: new Date(Date.now() + LIFETIME_MS) });
  return captcha;
}

/** Checks an answer case-insensitively; the captcha is consumed by the first check, right or wrong. */
/**
 * A captcha for a login form: stored to be checked when captchas are on; with CAPTCHA=off, as
 * GFast, a key and an image all the same (the consoles always show one) with verifyStatus 0
 * saying the code is not checked, and nothing stored.
 */
export async function issueCaptcha(
  db: Db,
  enabled: boolean,
): Promise<{ key: string; img: string; verifyStatus: 0 | 1 }> {
  const { key, img } = enabled ? await createCaptcha(db) : drawCaptcha();
  return { key, img, verifyStatus: enabled ? 1 : 0 };
}

export async function checkCaptcha(db: Db, key: string, answer: string): Promise<boolean> {
  if (!key) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  const given = Buffer.from(answerHash(key, answer));
  const stored = Buffer.from(row.answer);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
