import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan, type EntityManager } from 'typeorm';
import { MemberEntity } from './entities/member.entity';

/** The single-use links a member can hold: each is a (SHA-256 of the token, expiry) column pair. */
export type MemberLinkKind = 'auth' | 'passwordReset' | 'emailChange';

const LINK_COLUMNS: Record<MemberLinkKind, { token: 'authToken' | 'passwordResetToken' | 'emailChangeToken'; expires: 'authTokenExpiresAt' | 'passwordResetExpiresAt' | 'emailChangeExpiresAt' }> = {
  auth: { token: 'authToken', expires: 'authTokenExpiresAt' },
  passwordReset: { token: 'passwordResetToken', expires: 'passwordResetExpiresAt' },
  emailChange: { token: 'emailChangeToken', expires: 'emailChangeExpiresAt' },
};

const LINK_SQL_COLUMNS: Record<MemberLinkKind, string> = { auth: 'auth_token', passwordReset: 'password_reset_token', emailChange: 'email_change_token' };

/** All queries on the members table (soft-deleted rows are excluded by TypeORM). */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private members(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(MemberEntity);
  }

  findByEmail(email: string, manager?: EntityManager): Promise<MemberEntity | null> {
    return this.members(manager).findOne({ where: { email } });
  }

  findById(id: number, manager?: EntityManager): Promise<MemberEntity | null> {
    return this.members(manager).findOne({ where: { id } });
  }

  async insert(row: Partial<MemberEntity>, manager?: EntityManager): Promise<number> {
    const result = await this.members(manager).insert(row);
    return Number(result.identifiers[0].id);
  }

  async update(id: number, fields: Partial<MemberEntity>, manager?: EntityManager): Promise<void> {
    await this.members(manager).update({ id }, fields);
  }

  /** The member holding a live link of this kind (token hash matches, not expired). */
  findByLink(kind: MemberLinkKind, tokenHash: string, now: Date): Promise<MemberEntity | null> {
    const c = LINK_COLUMNS[kind];
    return this.members().findOne({ where: { [c.token]: tokenHash, [c.expires]: MoreThan(now) } });
  }

  /**
   * Uses up the member's link: clears it and applies `fields` only while the row still holds this token,
   * so two requests racing with one link cannot both succeed. True when this call used it.
   */
  async consumeLink(kind: MemberLinkKind, id: number, tokenHash: string, fields: Partial<MemberEntity>, manager?: EntityManager): Promise<boolean> {
    const c = LINK_COLUMNS[kind];
    const result = await this.members(manager)
      .createQueryBuilder()
      .update(MemberEntity)
      .set({ ...fields, [c.token]: null, [c.expires]: null })
      .where('id = :id', { id })
      .andWhere(`${LINK_SQL_COLUMNS[kind]} = :tokenHash`, { tokenHash })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async touchLogin(id: number, now = new Date()): Promise<void> {
    await this.members().update({ id }, { lastLoginAt: now });
  }

  async bumpTokenVersion(id: number, manager?: EntityManager): Promise<void> {
    await this.members(manager).increment({ id }, 'tokenVersion', 1);
  }
}
