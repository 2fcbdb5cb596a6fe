import type { Response } from 'express';

/** Session cookies: httpOnly (scripts cannot read them), SameSite=Lax, Secure over https. */
export function setSessionCookie(res: Response, name: string, token: string, maxAgeSeconds: number): void {
  res.cookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: res.req.secure,
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, name: string): void {
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: res.req.secure, path: '/' });
}
