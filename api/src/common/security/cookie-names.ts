import type { AppConfig } from '../../config/app-config';

/**
 * The one place that names the cookies of a session: the member and staff login tokens, the anti-forgery
 * session id and the anti-forgery token scripts echo (common/security/csrf.ts). Over https (APP_URL) each
 * carries the `__Host-` prefix: browsers then accept it only when Secure, with Path=/ and no Domain, so a page
 * on a sibling subdomain cannot plant or overwrite one (a planted login would act as the attacker's account; a
 * planted token shadowing ours would fail every write). Over plain http (development) browsers refuse the
 * prefix, so the bare names are used; the prefixed and the bare names are never both read.
 * The front end reads the anti-forgery token under either name (@er/api-client readXsrfCookie).
 */
export const COOKIE_BASE_NAMES = {
  member: 'er_member_token',
  admin: 'er_admin_token',
  csrfSession: 'er_sid',
  xsrf: 'XSRF-TOKEN',
} as const;

export type SessionCookie = keyof typeof COOKIE_BASE_NAMES;

export const HOST_ONLY_PREFIX = '__Host-';

export function cookieName(cookie: SessionCookie, config: Pick<AppConfig, 'secureCookies'>): string {
  return config.secureCookies ? `${HOST_ONLY_PREFIX}${COOKIE_BASE_NAMES[cookie]}` : COOKIE_BASE_NAMES[cookie];
}
