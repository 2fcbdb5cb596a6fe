import type { AdminRole } from '../admin-users/admin-users.service';
import { COOKIE_BASE_NAMES } from '../../common/security/cookie-names';

/** The login cookies as the API document names them; over https they carry the `__Host-` prefix (cookie-names.ts). */
export const MEMBER_COOKIE = COOKIE_BASE_NAMES.member;
export const ADMIN_COOKIE = COOKIE_BASE_NAMES.admin;
export const MEMBER_STRATEGY = 'member-jwt';
export const ADMIN_STRATEGY = 'admin-jwt';
/** Session lengths: members stay logged in for a month, staff for a working day. */
export const MEMBER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type PrincipalKind = 'member' | 'admin';

/**
 * Tokens (issue 9): HS256 only, always with exp, iat, iss and an audience per principal kind, so a member
 * token can never pass a staff guard even though both are signed with the same secret.
 */
export const TOKEN_ALGORITHM = 'HS256' as const;
export const TOKEN_ISSUER = 'engineer-route';
export const TOKEN_AUDIENCE: Record<PrincipalKind, string> = { member: 'engineer-route:member', admin: 'engineer-route:staff' };

/** What a token carries: the subject id, its kind and session version — never personal data. */
export interface JwtPayload {
  sub: number;
  kind: PrincipalKind;
  /** The principal's token_version when the token was issued; a bumped version ends the session. */
  ver: number;
  /**
   * Member tokens: when the member proved who they are (password, link or social sign-in), in seconds — what
   * "logged in recently" is measured from before something grave (linking a social account). OpenID Connect's
   * name. Tokens from before it was issued lack it; they were only ever issued at a login, so their `iat` is that time.
   */
  auth_time?: number;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

export interface MemberPrincipal {
  kind: 'member';
  id: number;
  email: string;
  lastName: string;
  firstName: string;
  /** When this session's login happened (the token's auth_time), seconds since the epoch. */
  authTime: number;
}

export interface AdminPrincipal {
  kind: 'admin';
  id: number;
  email: string;
  name: string;
  /** As stored when the token was resolved (this request), not as it was at login. */
  role: AdminRole;
}
