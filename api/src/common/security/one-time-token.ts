import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use links sent by mail (registration, password reset, e-mail change, staff password setup): the
 * random token travels only in the link; the database keeps its SHA-256 (hex, 64 chars) and an expiry,
 * so a leaked table cannot be turned into working links.
 */
export interface OneTimeToken {
  /** 256 random bits, base64url: goes into the link, never stored. */
  token: string;
  /** What the database stores and looks up by. */
  hash: string;
  expiresAt: Date;
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createOneTimeToken(ttlMs: number, now = new Date()): OneTimeToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** A token from a request: base64url of the right length, or null (never looked up otherwise). */
export function wellFormedToken(token: unknown): string | null {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
