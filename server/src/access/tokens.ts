// Session tokens: opaque to clients, stored only as their SHA-256 (the sessions themselves are the
// auth module's, modules/auth/tokens.ts).
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: opaque to clients; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
