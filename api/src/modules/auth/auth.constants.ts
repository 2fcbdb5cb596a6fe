export const MEMBER_COOKIE = 'er_member_token';
export const ADMIN_COOKIE = 'er_admin_token';
export const MEMBER_STRATEGY = 'member-jwt';
export const ADMIN_STRATEGY = 'admin-jwt';
/** Session lengths: members stay logged in for a month, staff for a working day. */
export const MEMBER_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export type PrincipalKind = 'member' | 'admin';

/** What a token carries: the subject id and which kind of principal it is — never personal data. */
export interface JwtPayload {
  sub: number;
  kind: PrincipalKind;
}

export interface MemberPrincipal {
  kind: 'member';
  id: number;
  email: string;
  lastName: string;
  firstName: string;
}

export interface AdminPrincipal {
  kind: 'admin';
  id: number;
  email: string;
  name: string;
}
