import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminUserEntity } from '../admin-users/entities/admin-user.entity';
import { MemberEntity } from '../members/entities/member.entity';

/** All queries the auth module needs (soft-deleted rows are excluded by TypeORM). */
@Injectable()
export class AuthRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get members() {
    return this.dataSource.getRepository(MemberEntity);
  }

  private get admins() {
    return this.dataSource.getRepository(AdminUserEntity);
  }

  findMemberByEmail(email: string): Promise<MemberEntity | null> {
    return this.members.findOne({ where: { email } });
  }

  findMemberById(id: number): Promise<MemberEntity | null> {
    return this.members.findOne({ where: { id } });
  }

  findAdminByEmail(email: string): Promise<AdminUserEntity | null> {
    return this.admins.findOne({ where: { email } });
  }

  findAdminById(id: number): Promise<AdminUserEntity | null> {
    return this.admins.findOne({ where: { id } });
  }

  async touchMemberLogin(id: number): Promise<void> {
    await this.members.update({ id }, { lastLoginAt: new Date() });
  }

  async touchAdminLogin(id: number): Promise<void> {
    await this.admins.update({ id }, { lastLoginAt: new Date() });
  }

  /** Ends every session of the principal: tokens carry the version they were issued with. */
  async bumpTokenVersion(kind: 'member' | 'admin', id: number): Promise<void> {
    const repo = kind === 'member' ? this.members : this.admins;
    await repo.increment({ id }, 'tokenVersion', 1);
  }
}
