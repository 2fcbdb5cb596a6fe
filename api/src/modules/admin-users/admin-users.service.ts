import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminUsersRepository } from './admin-users.repository';
import { ADMIN_ROLES, AdminRole, type AdminUserEntity } from './entities/admin-user.entity';
import { StaffAccounts } from './staff-accounts';

// Other modules (auth, the staff screens) name roles through this service, never through the entity file.
export { ADMIN_ROLE_LABELS, ADMIN_ROLES, AdminRole } from './entities/admin-user.entity';

/** What signing in needs to know about a staff account; the entity stays inside this module. */
export interface AdminAccount {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  /** Tokens carry the version they were issued with; bumping it ends every session. */
  tokenVersion: number;
  /** Read on every request that resolves a token, so a role change takes effect at once. */
  role: AdminRole;
  /** Disabled by an owner: no login, no working token. */
  disabled: boolean;
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

  /** Whether a password-setup link still works (unused, unexpired), without using it. */
  async hasSetupToken(token: string): Promise<boolean> {
    return (await new StaffAccounts(this.dataSource).findBySetupToken(token)) !== null;
  }

  /** The `npm run staff:create` link: sets the password and uses the token up; the account's e-mail, or null for a bad token. */
  setPasswordWithToken(token: string, password: string): Promise<string | null> {
    return new StaffAccounts(this.dataSource).setPasswordWithToken(token, password);
  }
}

function toAccount(admin: AdminUserEntity | null): AdminAccount | null {
  if (!admin) return null;
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    passwordHash: admin.passwordHash,
    tokenVersion: admin.tokenVersion,
    role: storedRole(admin.role),
    disabled: admin.disabledAt !== null,
  };
}

/** Roles before issue 15, still found in a local SQLite file (its schema is synchronized, its rows never migrated). */
const LEGACY_ROLES: Record<string, AdminRole> = { admin: AdminRole.Owner, staff: AdminRole.Editor };

/** The role a stored value stands for; an unknown value gets the least privilege. */
export function storedRole(value: string): AdminRole {
  if ((ADMIN_ROLES as readonly string[]).includes(value)) return value as AdminRole;
  return LEGACY_ROLES[value] ?? AdminRole.Viewer;
}
