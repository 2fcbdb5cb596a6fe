import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import { HOST_ONLY_PREFIX } from './cookie-names';

/**
 * The first-party visitor id that listing and column views count by (ItemViewerMarks): random, nothing about the
 * person in it, httpOnly (no script reads it), SameSite=Lax, Secure and `__Host-` over https (APP_URL) so a
 * sibling subdomain cannot plant one. Browsers keep a cookie 400 days at most; that is asked for.
 */
export const VISITOR_COOKIE = 'er_vid';
export const SECURE_VISITOR_COOKIE = `${HOST_ONLY_PREFIX}${VISITOR_COOKIE}`;
export const VISITOR_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
/** 32 random bytes, base64url. Anything else in the cookie is not an id this site made. */
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

export function visitorCookieName(secure: boolean): string {
  return secure ? SECURE_VISITOR_COOKIE : VISITOR_COOKIE;
}

/**
 * The visitor id a request carries, read from the raw Cookie header (only the two names it may have, whatever
 * else the header holds); undefined without a well-formed one.
 */
export function visitorIdOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  let plain: string | undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!VISITOR_ID.test(value)) continue;
    if (name === SECURE_VISITOR_COOKIE) return value;
    if (name === VISITOR_COOKIE) plain ??= value;
  }
  return plain;
}

/** The request's visitor id, or a new one sent back with the response (a page of the site, never a cached answer). */
export function ensureVisitorId(req: Request, res: Response, secure: boolean): string {
  const known = visitorIdOf(req.headers);
  if (known) return known;
  const id = randomBytes(32).toString('base64url');
  res.cookie(visitorCookieName(secure), id, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: VISITOR_COOKIE_MAX_AGE_MS });
  return id;
}
