import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AttemptThrottle } from '../../common/throttle/attempt-throttle';
import { hashPassword, needsRehash, verifyPassword } from '../../database/password-hash';
import { type AdminAccount, AdminUsersService } from '../admin-users/admin-users.service';
import { type MemberAccount, MembersService } from '../members/members.service';
import {
  ADMIN_TOKEN_TTL_SECONDS,
  AdminPrincipal,
  MEMBER_TOKEN_TTL_SECONDS,
  MemberPrincipal,
  PrincipalKind,
  type JwtPayload,
} from './auth.constants';
import { InvalidCredentialsError, MemberNotAuthenticatedError, PasswordConfirmationMismatchError, PasswordSetupLinkInvalidError, StaffDisabledError } from './auth.errors';
import { isCompletePayload, tokenSignOptions, tokenVerifyOptions } from './session-tokens';

// Checked against when the e-mail is unknown, so both failures take about the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

@Injectable()
export class AuthService {
  constructor(
    private readonly members: MembersService,
    private readonly admins: AdminUsersService,
    private readonly jwt: JwtService,
    private readonly throttle: AttemptThrottle,
  ) {}

  async loginAdmin(email: string, password: string, ip: string): Promise<{ token: string; admin: AdminPrincipal }> {
    const account = email.trim().toLowerCase();
    const attempt = await this.throttle.reserve('staff-login', account, ip);
    const admin = await this.admins.findAccountByEmail(account);
    const ok = await this.passwordMatches(password, admin?.passwordHash);
    if (!admin || !ok) throw new InvalidCredentialsError();
    await attempt.succeeded();
    // Told only to whoever knows the password, so the answer reveals nothing to a guesser.
    if (admin.disabled) throw new StaffDisabledError();
    await this.admins.recordLogin(admin.id);
    return { token: await this.sign('admin', admin.id, admin.tokenVersion, ADMIN_TOKEN_TTL_SECONDS), admin: toAdminPrincipal(admin) };
  }

  async loginMember(email: string, password: string, ip: string): Promise<{ token: string; member: MemberPrincipal }> {
    const account = email.trim().toLowerCase();
    const attempt = await this.throttle.reserve('member-login', account, ip);
    const member = await this.members.findAccountByEmail(account);
    const ok = await this.passwordMatches(password, member?.passwordHash);
    if (!member || !ok) throw new InvalidCredentialsError();
    await attempt.succeeded();
    // Provisional members have not proved they own the address yet (registration mail link).
    if (!member.authenticated) throw new MemberNotAuthenticatedError();
    // Issue 12: a hash from before argon2id (or at lower parameters) is replaced now that we know the password.
    if (needsRehash(member.passwordHash)) await this.members.replacePasswordHash(member.id, await hashPassword(password));
    await this.members.recordLogin(member.id);
    return this.memberSession(member);
  }

  /**
   * A session for a member who proved themselves another way than a password (registration link, social
   * sign-in, the landing-page link): the same token a password login issues. Refuses a provisional member.
   */
  async startMemberSession(memberId: number): Promise<{ token: string; member: MemberPrincipal }> {
    const member = await this.members.findAccountById(memberId);
    if (!member || !member.authenticated) throw new MemberNotAuthenticatedError();
    await this.members.recordLogin(member.id);
    return this.memberSession(member);
  }

  /** A member token for a login that happens now: its auth_time is now. */
  private async memberSession(member: MemberAccount): Promise<{ token: string; member: MemberPrincipal }> {
    const authTime = Math.floor(Date.now() / 1000);
    const token = await this.sign('member', member.id, member.tokenVersion, MEMBER_TOKEN_TTL_SECONDS, { auth_time: authTime });
    return { token, member: toMemberPrincipal(member, authTime) };
  }

  /**
   * The logged-in member typing their password again before something grave (withdrawal): checked and
   * throttled like a login (a wrong one counts as a failed login of the account).
   */
  async confirmMemberPassword(memberId: number, password: string, ip: string): Promise<boolean> {
    const member = await this.members.findAccountById(memberId);
    if (!member) return false;
    const attempt = await this.throttle.reserve('member-login', member.email, ip);
    if (!(await this.passwordMatches(password, member.passwordHash))) return false;
    await attempt.succeeded();
    return true;
  }

  /** The principal a token stands for, or null (bad signature, expired, other kind, session ended, account gone). */
  async resolveMember(token: string | null): Promise<MemberPrincipal | null> {
    const payload = await this.verify(token, 'member');
    return payload ? this.memberFromPayload(payload) : null;
  }

  async resolveAdmin(token: string | null): Promise<AdminPrincipal | null> {
    const payload = await this.verify(token, 'admin');
    return payload ? this.adminFromPayload(payload) : null;
  }

  /** After the signature and standard claims are verified (strategies and resolve*): the session must still be current. */
  async memberFromPayload(payload: unknown): Promise<MemberPrincipal | null> {
    if (!isCompletePayload(payload, 'member')) return null;
    const member = await this.members.findAccountById(payload.sub);
    if (!member || !member.authenticated || member.tokenVersion !== payload.ver) return null;
    return toMemberPrincipal(member, typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat);
  }

  async adminFromPayload(payload: unknown): Promise<AdminPrincipal | null> {
    if (!isCompletePayload(payload, 'admin')) return null;
    const admin = await this.admins.findAccountById(payload.sub);
    // A disabled account's tokens stop working on their next request, like a removed one's.
    if (!admin || admin.disabled || admin.tokenVersion !== payload.ver) return null;
    return toAdminPrincipal(admin);
  }

  /**
   * Ends every session of the principal behind `token` (logout). Also what a password change, e-mail
   * change or withdrawal must call (`endSessions`): tokens issued before stop working on the next request.
   */
  async logout(token: string | null, kind: PrincipalKind): Promise<void> {
    const payload = await this.verify(token, kind);
    if (!payload) return;
    const current = kind === 'member' ? await this.memberFromPayload(payload) : await this.adminFromPayload(payload);
    if (current) await this.endSessions(kind, current.id);
  }

  /**
   * The one-time link of `npm run staff:create`: throttled like a login (per IP, since the token is the
   * only "account" a guesser has), used up on success.
   */
  /** Whether a staff password-setup link still works, without using it (the page asks as it opens); a counted guess. */
  async checkStaffPasswordSetup(token: string, ip: string): Promise<void> {
    const attempt = await this.throttle.reserve('staff-password-setup', ip, ip);
    if (!(await this.admins.hasSetupToken(token))) throw new PasswordSetupLinkInvalidError();
    await attempt.succeeded();
  }

  async setupStaffPassword(token: string, password: string, confirmation: string, ip: string): Promise<string> {
    // Checked before the attempt is counted: a typo in the confirmation is no guess at the token.
    if (password !== confirmation) throw new PasswordConfirmationMismatchError();
    const attempt = await this.throttle.reserve('staff-password-setup', ip, ip);
    const email = await this.admins.setPasswordWithToken(token, password);
    if (!email) throw new PasswordSetupLinkInvalidError();
    await attempt.succeeded();
    return email;
  }

  endSessions(kind: PrincipalKind, id: number): Promise<void> {
    return kind === 'member' ? this.members.endSessions(id) : this.admins.endSessions(id);
  }

  private async verify(token: string | null, kind: PrincipalKind): Promise<JwtPayload | null> {
    if (!token) return null;
    try {
      const payload: unknown = await this.jwt.verifyAsync(token, tokenVerifyOptions(kind));
      return isCompletePayload(payload, kind) ? payload : null;
    } catch {
      return null;
    }
  }

  private sign(kind: PrincipalKind, id: number, version: number, ttlSeconds: number, claims: Pick<JwtPayload, 'auth_time'> = {}): Promise<string> {
    return this.jwt.signAsync({ ...claims, sub: id, kind, ver: version }, tokenSignOptions(kind, ttlSeconds));
  }

  private async passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
    try {
      return await verifyPassword(password, hash ?? (await getDummyHash()));
    } catch {
      return false;
    }
  }
}

export function toMemberPrincipal(member: MemberAccount, authTime: number): MemberPrincipal {
  return { kind: 'member', id: member.id, email: member.email, lastName: member.lastName, firstName: member.firstName, authTime };
}

export function toAdminPrincipal(admin: AdminAccount): AdminPrincipal {
  return { kind: 'admin', id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}
