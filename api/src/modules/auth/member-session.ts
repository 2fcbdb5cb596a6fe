import type { Response } from 'express';
import { MEMBER_TOKEN_TTL_SECONDS, type MemberPrincipal } from './auth.constants';
import { clearSessionCookie, setSessionCookie } from './auth-cookies';
import type { MemberSessionDto } from './dto/member-auth.dto';

/** SPEC §3 session info as the browser may keep it (no token: that stays in the httpOnly cookie). */
export const toMemberSessionDto = (m: MemberPrincipal): MemberSessionDto => ({
  id: m.id,
  last_name: m.lastName,
  first_name: m.firstName,
  login_id: m.email,
});

/** Hands a member session to the browser: the token in the httpOnly cookie only (issue 9). */
export function sendMemberSession(res: Response, token: string, secureCookies: boolean): void {
  setSessionCookie(res, 'member', token, MEMBER_TOKEN_TTL_SECONDS, { secureCookies });
}

export function clearMemberSession(res: Response, secureCookies: boolean): void {
  clearSessionCookie(res, 'member', { secureCookies });
}
