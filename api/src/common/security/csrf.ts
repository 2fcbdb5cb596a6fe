import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { CommonErrorCode } from '../errors/common.errors';
import { DomainError } from '../errors/domain-error';
import { cookieName } from './cookie-names';

/**
 * Anti-forgery (SPEC §6/§7) in the shape the front end already speaks (Laravel Sanctum style):
 * GET /sanctum/csrf-cookie sets an XSRF-TOKEN cookie readable by JavaScript, and every unsafe request
 * echoes it in the X-XSRF-TOKEN header. A cross-site page can make the browser send our cookies but can
 * neither read the cookie nor set the header, so a forged request fails with 419.
 *
 * Issue 9 hardening:
 * - Decided by the method, not by a path prefix: every request that is not GET/HEAD/OPTIONS is checked,
 *   whatever its path or letter case (`POST /API/member-login` used to skip the check), before routing.
 * - The token is bound to the browser's session: it is an HMAC of a random session id kept in an httpOnly
 *   cookie. A token planted in the XSRF-TOKEN cookie from elsewhere does not match this browser's session id.
 * - Over https both cookies carry the `__Host-` prefix (cookie-names.ts), so a sibling subdomain can neither
 *   plant the session id nor shadow the token with one of its own.
 *
 * The one exemption: a request carrying `Authorization: Bearer ...` has no ambient credential to forge —
 * browsers never attach that header on their own, and a cross-site script cannot add it without a CORS
 * preflight we do not grant. The JWT strategies read the bearer header FIRST and never fall back to the
 * session cookie when it is present, so the exemption cannot be used to ride on a cookie.
 */
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_EXPIRED_MESSAGE = 'ページの有効期限が切れました。再読み込みしてください。';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export class CsrfTokenMismatchError extends DomainError {
  constructor() {
    super(CommonErrorCode.CSRF_TOKEN_MISMATCH, CSRF_EXPIRED_MESSAGE);
  }
}

export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function hasBearer(req: Request): boolean {
  return /^Bearer\s+\S/i.test(req.headers.authorization ?? '');
}

/** Issues, checks and binds anti-forgery tokens; the key is derived from JWT_SECRET (one secret to manage). */
export class CsrfTokens {
  private readonly key: Buffer;
  /** The httpOnly cookie holding the anti-forgery session id. */
  readonly sessionCookie: string;
  /** The cookie scripts read the token from. */
  readonly tokenCookie: string;

  constructor(private readonly config: Pick<AppConfig, 'jwtSecret' | 'secureCookies'>) {
    this.key = createHmac('sha256', config.jwtSecret).update('engineer-route:csrf:v1').digest();
    this.sessionCookie = cookieName('csrfSession', config);
    this.tokenCookie = cookieName('xsrf', config);
  }

  tokenFor(sessionId: string): string {
    return createHmac('sha256', this.key).update(sessionId).digest('base64url');
  }

  /** True when the header carries the token of the session id in this request's cookie. */
  matches(req: Request): boolean {
    const sessionId = (req.cookies as Record<string, string> | undefined)?.[this.sessionCookie];
    const headerRaw = req.headers[XSRF_HEADER];
    const header = Array.isArray(headerRaw) ? headerRaw[0] : headerRaw;
    if (!sessionId || !/^[\w-]{32,64}$/.test(sessionId) || !header) return false;
    // Axios-style clients send the header URL-encoded as read from document.cookie; compare decoded forms.
    return sameToken(safeDecode(header), this.tokenFor(sessionId));
  }

  /** Sets (or refreshes) the session id and the matching token cookie; returns the token. */
  issue(req: Request, res: Response): string {
    const existing = (req.cookies as Record<string, string> | undefined)?.[this.sessionCookie];
    const sessionId = existing && /^[\w-]{32,64}$/.test(existing) ? existing : randomBytes(32).toString('base64url');
    const secure = this.config.secureCookies;
    res.cookie(this.sessionCookie, sessionId, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_MAX_AGE_MS });
    const token = this.tokenFor(sessionId);
    res.cookie(this.tokenCookie, token, { httpOnly: false, sameSite: 'lax', path: '/', secure, maxAge: SESSION_MAX_AGE_MS });
    return token;
  }
}

/** Express middleware mounted before routing on every path; errors go through next() to the error shape. */
export function csrfMiddleware(tokens: CsrfTokens): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || hasBearer(req) || tokens.matches(req)) return next();
    next(new CsrfTokenMismatchError());
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

@ApiTags('security')
@Controller('sanctum')
export class CsrfController {
  private readonly tokens: CsrfTokens;

  constructor(@InjectConfig() config: AppConfig) {
    this.tokens = new CsrfTokens(config);
  }

  @Get('csrf-cookie')
  @HttpCode(204)
  @ApiOperation({ operationId: 'getCsrfCookie', summary: '偽造防止トークン（XSRF-TOKEN Cookie）を発行する' })
  @ApiNoContentResponse({ description: 'XSRF-TOKEN Cookie（とセッションID Cookie）を設定しました' })
  getCsrfCookie(@Res({ passthrough: true }) res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    this.tokens.issue(res.req, res);
  }
}
