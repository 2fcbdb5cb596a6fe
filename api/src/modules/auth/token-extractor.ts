import type { Request } from 'express';

/**
 * Bearer header first; the cookie only when there is no Authorization header at all.
 * The anti-forgery exemption for bearer requests (common/security/csrf.ts) relies on this order:
 * a request with a bearer header is never authenticated by its ambient cookie.
 */
export function tokenFrom(req: Request, cookieName: string): string | null {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match ? match[1] : null;
  }
  const cookie = (req.cookies as Record<string, string> | undefined)?.[cookieName];
  return cookie || null;
}
