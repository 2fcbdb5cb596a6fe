import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MemberEntity } from './entities/member.entity';

/** All queries on the members table (soft-deleted rows are excluded by TypeORM). */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get members() {
    return this.dataSource.getRepository(MemberEntity);
  }

  findByEmail(email: string): Promise<MemberEntity | null> {
    return this.members.findOne({ where: { email } });
  }

  findById(id: number): Promise<MemberEntity | null> {
    return this.members.findOne({ where: { id } });
  }

  async touchLogin(id: number, now = new Date()): Promise<void> {
    await this.members.update({ id }, { lastLoginAt: now });
  }

  async bumpTokenVersion(id: number): Promise<void> {
    await this.members.increment({ id }, 'tokenVersion', 1);
  }
}
