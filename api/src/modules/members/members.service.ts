import { Injectable } from '@nestjs/common';
import { AuthState, type MemberEntity } from './entities/member.entity';
import { MembersRepository } from './members.repository';

/** What signing in needs to know about a member; the entity stays inside this module. */
export interface MemberAccount {
  id: number;
  email: string;
  lastName: string;
  firstName: string;
  passwordHash: string;
  /** Tokens carry the version they were issued with; bumping it ends every session. */
  tokenVersion: number;
  /** The registration mail link was followed (a provisional member cannot sign in yet). */
  authenticated: boolean;
}

/** Member accounts: the members table is read and written here only (other modules call this service). */
@Injectable()
export class MembersService {
  constructor(private readonly repository: MembersRepository) {}

  async findAccountByEmail(email: string): Promise<MemberAccount | null> {
    return toAccount(await this.repository.findByEmail(email));
  }

  async findAccountById(id: number): Promise<MemberAccount | null> {
    return toAccount(await this.repository.findById(id));
  }

  recordLogin(id: number): Promise<void> {
    return this.repository.touchLogin(id);
  }

  /** Ends every session of the member (logout, password or e-mail change, withdrawal). */
  endSessions(id: number): Promise<void> {
    return this.repository.bumpTokenVersion(id);
  }
}

function toAccount(member: MemberEntity | null): MemberAccount | null {
  if (!member) return null;
  return {
    id: member.id,
    email: member.email,
    lastName: member.lastName,
    firstName: member.firstName,
    passwordHash: member.passwordHash,
    tokenVersion: member.tokenVersion,
    authenticated: member.authState === AuthState.Authenticated,
  };
}
