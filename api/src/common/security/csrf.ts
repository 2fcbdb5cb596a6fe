import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../errors/domain-error';

/**
 * Anti-forgery (SPEC §6/§7), the double-submit cookie scheme the front end already speaks
 * (Laravel Sanctum style): GET /sanctum/csrf-cookie sets a random XSRF-TOKEN cookie readable by
 * JavaScript; every state-changing call under /api must echo it in the X-XSRF-TOKEN header.
 * A cross-site page can make the browser send our cookies but can neither read the cookie nor set
 * the header, so a forged request fails with 419.
 *
 * Exemption: a request carrying `Authorization: Bearer ...` has no ambient credential to forge —
 * browsers never attach that header on their own, and a cross-site script cannot add it without a
 * CORS preflight we do not grant. The JWT strategies read the bearer header FIRST and never fall back
 * to the session cookie when it is present, so the exemption cannot be used to ride on a cookie.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_EXPIRED_MESSAGE = 'ページの有効期限が切れました。再読み込みしてください。';

export class CsrfTokenMismatchError extends DomainError {
  constructor() {
    super('csrf.token_mismatch', CSRF_EXPIRED_MESSAGE, 'expired');
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function hasBearer(req: Request): boolean {
  return /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
}

/** Express middleware; errors go through next() to the global filter's error shape. */
export function csrfMiddleware(req: Request, _res: Response, next: NextFunction): void {
  if (!UNSAFE_METHODS.has(req.method) || !req.path.startsWith('/api/') || hasBearer(req)) return next();
  const cookie = (req.cookies as Record<string, string> | undefined)?.[XSRF_COOKIE];
  const headerRaw = req.headers[XSRF_HEADER];
  const header = Array.isArray(headerRaw) ? headerRaw[0] : headerRaw;
  // Axios sends the header URL-encoded as read from document.cookie; compare decoded forms.
  if (cookie && header && sameToken(safeDecode(cookie), safeDecode(header))) return next();
  next(new CsrfTokenMismatchError());
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function issueXsrfCookie(res: Response, secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  res.cookie(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: 2 * 60 * 60 * 1000 });
  return token;
}

@ApiTags('security')
@Controller('sanctum')
export class CsrfController {
  constructor() {}

  @Get('csrf-cookie')
  @HttpCode(204)
  @ApiOperation({ summary: '偽造防止トークン（XSRF-TOKEN Cookie）を発行する' })
  @ApiNoContentResponse({ description: 'XSRF-TOKEN Cookie を設定しました' })
  getCsrfCookie(@Res({ passthrough: true }) res: Response): void {
    issueXsrfCookie(res, res.req.secure);
  }
}
