import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type AdminRecordStore, entityRecordStore, orderAndPage, supportsRowLocks, whereKeyword, whereWithinJapanDays } from '../../../common/admin-resource';
import { MemberProgressChangeEntity } from '../entities/member-progress-change.entity';
import { MemberSkillEntity } from '../entities/member-skill.entity';
import { MemberEntity, type MemberProgress } from '../entities/member.entity';
import type { AdminMemberSearchQueryDto, AdminMemberSort } from './dto/admin-member.dto';

const SORT_COLUMNS: Record<AdminMemberSort, string> = {
  registered_at: 'member.createdAt',
  // Kana orders by family then given name, as a paper register does.
  last_name_kana: 'member.lastNameKana',
  email: 'member.email',
};

/** Members as staff read and write them (the members table and its progress history; withdrawn rows are left out). */
@Injectable()
export class AdminMemberRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The toolkit's statements for member/edit. `version` is a plain column (see the entity), so the conditional
   * UPDATE bumps it itself; a withdrawn member is not locked (the toolkit's 404, as on every member page).
   */
  readonly records: AdminRecordStore<MemberEntity> = (() => {
    const base = entityRecordStore(MemberEntity);
    return {
      ...base,
      lock: async (manager, ids) => (await base.lock(manager, ids)).filter((member) => member.deletedAt === null),
      updateAtVersion: (manager, id, version, values) => base.updateAtVersion(manager, id, version, { ...values, version: () => 'version + 1' }),
    };
  })();

  /** The list's filters but progress (the tabs count under these). */
  private filtered(query: AdminMemberSearchQueryDto): SelectQueryBuilder<MemberEntity> {
    const qb = this.dataSource.getRepository(MemberEntity).createQueryBuilder('member');
    // The full name as staff type it without a space (山田太郎, ヤマダタロウ) matches too.
    const names = ['member.lastName', 'member.firstName', 'member.lastNameKana', 'member.firstNameKana'];
    const fullNames = ['CONCAT(member.lastName, member.firstName)', 'CONCAT(member.lastNameKana, member.firstNameKana)'];
    whereKeyword(qb, [...names, ...fullNames, 'member.email', 'member.tel'], query.keyword);
    if (query.impression !== undefined) qb.andWhere('member.impression = :impression', { impression: query.impression });
    if (query.auth_state !== undefined) qb.andWhere('member.authState = :authState', { authState: query.auth_state });
    if (query.prefecture_id !== undefined) qb.andWhere('member.prefectureId = :prefectureId', { prefectureId: query.prefecture_id });
    whereWithinJapanDays(qb, 'member.createdAt', { from: query.registered_from, to: query.registered_to }, 'registered');
    const skills = [...new Set(query.skills ?? [])];
    if (skills.length) {
      // Every chosen skill (AND): staff narrow down to who has Java and Spring, as the listings' tag search does.
      const having = qb
        .subQuery()
        .select('skill.memberId')
        .from(MemberSkillEntity, 'skill')
        .where('skill.tagId IN (:...skills)')
        .groupBy('skill.memberId')
        .having('COUNT(*) = :skillCount')
        .getQuery();
      qb.andWhere(`member.id IN ${having}`, { skills, skillCount: skills.length });
    }
    return qb;
  }

  search(query: AdminMemberSearchQueryDto): Promise<[MemberEntity[], number]> {
    const qb = this.filtered(query);
    if (query.progress !== undefined) qb.andWhere('member.progress = :progress', { progress: query.progress });
    const ordered = orderAndPage(qb, query, SORT_COLUMNS, 'member.id');
    if (query.sort === 'last_name_kana') ordered.addOrderBy('member.firstNameKana', query.order === 'asc' ? 'ASC' : 'DESC');
    return ordered.getManyAndCount();
  }

  /** Members per progress under the list's other filters. */
  async countByProgress(query: AdminMemberSearchQueryDto): Promise<Partial<Record<MemberProgress, number>>> {
    const rows = await this.filtered(query)
      .select('member.progress', 'progress')
      .addSelect('COUNT(*)', 'count')
      .groupBy('member.progress')
      .getRawMany<{ progress: number | string; count: number | string }>();
    return Object.fromEntries(rows.map((row) => [Number(row.progress), Number(row.count)]));
  }

  findById(id: number, manager?: EntityManager): Promise<MemberEntity | null> {
    return (manager ?? this.dataSource.manager).getRepository(MemberEntity).findOne({ where: { id } });
  }

  /**
   * The member, its row locked until the transaction ends (two staff changing one member wait for each other,
   * so each history row's `from` is the progress it replaced). SQLite locks the whole file for a write anyway.
   */
  lockById(manager: EntityManager, id: number): Promise<MemberEntity | null> {
    const qb = manager.getRepository(MemberEntity).createQueryBuilder('member').where('member.id = :id', { id });
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  async update(manager: EntityManager, id: number, fields: Partial<Pick<MemberEntity, 'progress' | 'impression' | 'impressionNote' | 'memo'>>): Promise<void> {
    await manager.getRepository(MemberEntity).update({ id }, fields);
  }

  async addProgressChange(manager: EntityManager, change: Pick<MemberProgressChangeEntity, 'memberId' | 'fromProgress' | 'toProgress' | 'staffId' | 'staffName'>): Promise<void> {
    await manager.getRepository(MemberProgressChangeEntity).insert(change);
  }

  /** The member's progress history, newest first. */
  progressHistory(memberId: number): Promise<MemberProgressChangeEntity[]> {
    return this.dataSource.getRepository(MemberProgressChangeEntity).find({ where: { memberId }, order: { changedAt: 'DESC', id: 'DESC' } });
  }
}
