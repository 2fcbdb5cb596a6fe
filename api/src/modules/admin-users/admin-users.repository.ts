import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminUserEntity } from './entities/admin-user.entity';

/**
 * Queries on the admin_users table for the request cycle (soft-deleted rows are excluded by TypeORM).
 * StaffAccounts (same module) holds the password-setup queries the CLI runs without the app.
 */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get admins() {
    return this.dataSource.getRepository(AdminUserEntity);
  }

  findByEmail(email: string): Promise<AdminUserEntity | null> {
    return this.admins.findOne({ where: { email } });
  }

  findById(id: number): Promise<AdminUserEntity | null> {
    return this.admins.findOne({ where: { id } });
  }

  // `version` kept as it is: it is what an owner's edit form read (UpdateQueryBuilder would add 1 otherwise).
  async touchLogin(id: number, now = new Date()): Promise<void> {
    await this.admins.update({ id }, { lastLoginAt: now, version: () => 'version' });
  }

  async bumpTokenVersion(id: number): Promise<void> {
    await this.admins.update({ id }, { tokenVersion: () => 'token_version + 1', version: () => 'version' });
  }
}
