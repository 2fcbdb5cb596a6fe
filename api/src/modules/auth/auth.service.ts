import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { hashPassword, verifyPassword } from '../../database/password-hash';
import { AdminUserEntity } from '../admin-users/entities/admin-user.entity';
import { AuthState, MemberEntity } from '../members/entities/member.entity';
import {
  ADMIN_TOKEN_TTL_SECONDS,
  AdminPrincipal,
  JwtPayload,
  MEMBER_TOKEN_TTL_SECONDS,
  MemberPrincipal,
  PrincipalKind,
} from './auth.constants';
import { InvalidCredentialsError, MemberNotAuthenticatedError } from './auth.errors';
import { AuthRepository } from './auth.repository';

// Checked against when the e-mail is unknown, so both failures take about the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

@Injectable()
export class AuthService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly jwt: JwtService,
  ) {}

  async loginAdmin(email: string, password: string): Promise<{ token: string; admin: AdminPrincipal }> {
    const admin = await this.repository.findAdminByEmail(email.trim().toLowerCase());
    const ok = await this.passwordMatches(password, admin?.passwordHash);
    if (!admin || !ok) throw new InvalidCredentialsError();
    await this.repository.touchAdminLogin(admin.id);
    return { token: await this.sign('admin', admin.id, ADMIN_TOKEN_TTL_SECONDS), admin: toAdminPrincipal(admin) };
  }

  async loginMember(email: string, password: string): Promise<{ token: string; member: MemberPrincipal }> {
    const member = await this.repository.findMemberByEmail(email.trim().toLowerCase());
    const ok = await this.passwordMatches(password, member?.passwordHash);
    if (!member || !ok) throw new InvalidCredentialsError();
    // Provisional members have not proved they own the address yet (registration mail link).
    if (member.authState !== AuthState.Authenticated) throw new MemberNotAuthenticatedError();
    await this.repository.touchMemberLogin(member.id);
    return { token: await this.sign('member', member.id, MEMBER_TOKEN_TTL_SECONDS), member: toMemberPrincipal(member) };
  }

  /** The principal a token stands for, or null (bad signature, expired, other kind, account gone). */
  async resolveMember(token: string | null): Promise<MemberPrincipal | null> {
    const payload = await this.verify(token, 'member');
    if (!payload) return null;
    const member = await this.repository.findMemberById(payload.sub);
    return member && member.authState === AuthState.Authenticated ? toMemberPrincipal(member) : null;
  }

  async resolveAdmin(token: string | null): Promise<AdminPrincipal | null> {
    const payload = await this.verify(token, 'admin');
    if (!payload) return null;
    const admin = await this.repository.findAdminById(payload.sub);
    return admin ? toAdminPrincipal(admin) : null;
  }

  private async verify(token: string | null, kind: PrincipalKind): Promise<JwtPayload | null> {
    if (!token) return null;
    try {
      const payload = await this.jwt.verifyAsync<JwtPayload>(token);
      return payload.kind === kind && Number.isInteger(payload.sub) ? payload : null;
    } catch {
      return null;
    }
  }

  private sign(kind: PrincipalKind, id: number, ttlSeconds: number): Promise<string> {
    const payload: JwtPayload = { sub: id, kind };
    return this.jwt.signAsync(payload, { expiresIn: ttlSeconds });
  }

  private async passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
    try {
      return await verifyPassword(password, hash ?? (await getDummyHash()));
    } catch {
      return false;
    }
  }
}

export function toMemberPrincipal(member: MemberEntity): MemberPrincipal {
  return { kind: 'member', id: member.id, email: member.email, lastName: member.lastName, firstName: member.firstName };
}

export function toAdminPrincipal(admin: AdminUserEntity): AdminPrincipal {
  return { kind: 'admin', id: admin.id, email: admin.email, name: admin.name };
}
