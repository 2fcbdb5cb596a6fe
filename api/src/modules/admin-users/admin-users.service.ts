import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminUsersRepository } from './admin-users.repository';
import type { AdminUserEntity } from './entities/admin-user.entity';
import { StaffAccounts } from './staff-accounts';

/** What signing in needs to know about a staff account; the entity stays inside this module. */
export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  /** Tokens carry the version they were issued with; bumping it ends every session. */
  tokenVersion: number;
}

/** Staff accounts: the admin_users table is read and written here only (other modules call this service). */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly repository: AdminUsersRepository,
    private readonly dataSource: DataSource,
  ) {}

  async findAccountByEmail(email: string): Promise<AdminAccount | null> {
    return toAccount(await this.repository.findByEmail(email));
  }

  async findAccountById(id: number): Promise<AdminAccount | null> {
    return toAccount(await this.repository.findById(id));
  }

  recordLogin(id: number): Promise<void> {
    return this.repository.touchLogin(id);
  }

  /** Ends every session of the staff account. */
  endSessions(id: number): Promise<void> {
    return this.repository.bumpTokenVersion(id);
  }

  /** The `npm run staff:create` link: sets the password and uses the token up; the account's e-mail, or null for a bad token. */
  setPasswordWithToken(token: string, password: string): Promise<string | null> {
    return new StaffAccounts(this.dataSource).setPasswordWithToken(token, password);
  }
}

function toAccount(admin: AdminUserEntity | null): AdminAccount | null {
  if (!admin) return null;
  return { id: admin.id, email: admin.email, name: admin.name, passwordHash: admin.passwordHash, tokenVersion: admin.tokenVersion };
}
