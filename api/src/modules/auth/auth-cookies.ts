import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import type { AppConfig } from '../../config/app-config';
import { cookieName, type SessionCookie } from '../../common/security/cookie-names';

type LoginCookie = Extract<SessionCookie, 'member' | 'admin'>;

/**
 * Login cookies: httpOnly (scripts cannot read them), SameSite=Lax, Path=/, no Domain, and Secure with the
 * `__Host-` name whenever the site is served over https (APP_URL, cookie-names.ts) — decided by the setting,
 * not by the request, which behind a proxy may look like plain http.
 */
export function setSessionCookie(res: Response, cookie: LoginCookie, token: string, maxAgeSeconds: number, config: Pick<AppConfig, 'secureCookies'>): void {
  res.cookie(cookieName(cookie, config), token, { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/', maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(res: Response, cookie: LoginCookie, config: Pick<AppConfig, 'secureCookies'>): void {
  res.clearCookie(cookieName(cookie, config), { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' });
}

/** Auth answers (login, logout, login checks) must never be stored by a browser or a shared cache. */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}
