import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan, type EntityManager } from 'typeorm';
import { supportsRowLocks, whereKeyword } from '../../common/admin-resource';
import { MemberConversionEntity } from './entities/member-conversion.entity';
import { MemberSkillEntity } from './entities/member-skill.entity';
import { MemberEntity } from './entities/member.entity';
import { SocialAccountEntity, type SocialAccountType } from './entities/social-account.entity';

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

  /** The member, its row locked until the transaction ends (MariaDB; SQLite locks the whole file for a write). */
  lockById(manager: EntityManager, id: number): Promise<MemberEntity | null> {
    const qb = manager.getRepository(MemberEntity).createQueryBuilder('member').where('member.id = :id', { id });
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  /**
   * Members (not withdrawn) with this folded address or whose phone has these digits, oldest first. The phone is
   * compared without its hyphens (a scan of the phone column: staff look one person up at a time).
   */
  findByContact(contact: { email?: string; telDigits?: string }, limit: number): Promise<MemberEntity[]> {
    const qb = this.members().createQueryBuilder('member');
    const where: string[] = [];
    if (contact.email) where.push('member.email = :email');
    if (contact.telDigits) where.push("REPLACE(member.tel, '-', '') = :telDigits");
    if (where.length === 0) return Promise.resolve([]);
    return qb
      .where(`(${where.join(' OR ')})`, { email: contact.email, telDigits: contact.telDigits })
      .orderBy('member.createdAt', 'ASC')
      .addOrderBy('member.id', 'ASC')
      .take(limit)
      .getMany();
  }

  /** The members of these ids that are not withdrawn. */
  findByIds(ids: number[]): Promise<MemberEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.members().createQueryBuilder('member').where('member.id IN (:...ids)', { ids }).getMany();
  }

  async insert(row: Partial<MemberEntity>, manager?: EntityManager): Promise<number> {
    const result = await this.members(manager).insert(row);
    return Number(result.identifiers[0].id);
  }

  async update(id: number, fields: QueryDeepPartialEntity<MemberEntity>, manager?: EntityManager): Promise<void> {
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

  skillsOf(memberId: number): Promise<MemberSkillEntity[]> {
    return this.dataSource.getRepository(MemberSkillEntity).find({ where: { memberId }, order: { tagId: 'ASC' } });
  }

  /** Replaces the member's skills with `skills` (in the caller's transaction). */
  async replaceSkills(memberId: number, skills: { tagId: number; experienceYears: number | null }[], manager: EntityManager): Promise<void> {
    const repo = manager.getRepository(MemberSkillEntity);
    await repo.delete({ memberId });
    if (skills.length) await repo.insert(skills.map((s) => ({ memberId, ...s })));
  }

  /** Another live member already uses this address (as login id), other than `exceptId`. */
  /**
   * Ids of the members (not withdrawn) whose name, kana — also the full name typed without a space — or e-mail
   * holds `word`: another module's staff list (the questionnaires) filters its own rows by them.
   */
  async idsMatchingWord(word: string): Promise<number[]> {
    const qb = this.members().createQueryBuilder('member').select('member.id', 'id');
    const names = ['member.lastName', 'member.firstName', 'member.lastNameKana', 'member.firstNameKana'];
    const fullNames = ['CONCAT(member.lastName, member.firstName)', 'CONCAT(member.lastNameKana, member.firstNameKana)'];
    whereKeyword(qb, [...names, ...fullNames, 'member.email'], word);
    const rows = await qb.getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  async emailTaken(email: string, exceptId: number, manager?: EntityManager): Promise<boolean> {
    const found = await this.members(manager).findOne({ where: { email }, select: { id: true }, withDeleted: true });
    return !!found && found.id !== exceptId;
  }

  async insertConversion(row: Partial<MemberConversionEntity>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).getRepository(MemberConversionEntity).insert(row);
  }

  conversionsOf(memberId: number): Promise<MemberConversionEntity[]> {
    return this.dataSource.getRepository(MemberConversionEntity).find({ where: { memberId }, order: { id: 'ASC' } });
  }

  /**
   * Withdrawal: the row stays (entries and staff history point at it) but holds nothing personal; skills
   * and social logins go. The address is replaced so it can register again (the unique index covers
   * soft-deleted rows).
   */
  async anonymise(id: number, placeholderEmail: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(MemberSkillEntity).delete({ memberId: id });
    await manager.getRepository(SocialAccountEntity).delete({ memberId: id });
    await manager.getRepository(MemberEntity).update(
      { id },
      {
        email: placeholderEmail,
        passwordHash: '!withdrawn',
        lastName: '',
        firstName: '',
        lastNameKana: '',
        firstNameKana: '',
        sex: null,
        birthDate: null,
        educationLevel: null,
        nationality: null,
        prefectureId: null,
        station: null,
        tel: null,
        magazineFlag: false,
        contractTypes: '',
        desiredRate: null,
        desiredRemoteLevel: null,
        desiredAreaIds: '',
        authToken: null,
        authTokenExpiresAt: null,
        passwordResetToken: null,
        passwordResetExpiresAt: null,
        pendingEmail: null,
        emailChangeToken: null,
        emailChangeExpiresAt: null,
        memo: null,
        impressionNote: null,
      },
    );
    await manager.getRepository(MemberEntity).softDelete({ id });
  }

  findSocial(type: SocialAccountType, providerUserId: string): Promise<SocialAccountEntity | null> {
    return this.dataSource.getRepository(SocialAccountEntity).findOne({ where: { type, providerUserId } });
  }

  socialAccountsOf(memberId: number): Promise<SocialAccountEntity[]> {
    return this.dataSource.getRepository(SocialAccountEntity).find({ where: { memberId }, order: { type: 'ASC' } });
  }

  async insertSocial(memberId: number, type: SocialAccountType, providerUserId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(SocialAccountEntity).insert({ memberId, type, providerUserId });
  }

  async deleteSocial(memberId: number, type: SocialAccountType, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return (await manager.getRepository(SocialAccountEntity).delete({ memberId, type })).affected ?? 0;
  }
}
