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

/**
 * Sent with a logout (member and staff): the browser drops this site's HTTP cache and its storage — form drafts,
 * Firebase's sign-in state in IndexedDB, anything a page kept — so the next person at a shared computer finds
 * nothing of the last one's. Not "cookies": that would also end the other kind of session (members and staff
 * share the origin) and the anti-forgery cookie, and the logout clears its own session cookie already.
 */
export const LOGOUT_CLEAR_SITE_DATA = '"cache", "storage"';

export function clearSiteDataAtLogout(res: Response): void {
  res.setHeader('Clear-Site-Data', LOGOUT_CLEAR_SITE_DATA);
}

/** Auth answers (login, logout, login checks) must never be stored by a browser or a shared cache. */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}
