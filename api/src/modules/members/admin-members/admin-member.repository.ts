import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type AdminRecordStore, entityRecordStore, supportsRowLocks, whereKeyword, whereWithinJapanDays } from '../../../common/admin-resource';
import { type KeysetKey, whereAfterKeyset } from '../../../common/csv';
import { MemberProgressChangeEntity } from '../entities/member-progress-change.entity';
import { MemberSkillEntity } from '../entities/member-skill.entity';
import { MemberEntity, type MemberProgress } from '../entities/member.entity';
import type { AdminMemberSearchQueryDto, AdminMemberSort } from './dto/admin-member.dto';

/** The properties of each order before the id that breaks ties. */
const SORT_COLUMNS: Record<AdminMemberSort, (keyof MemberEntity)[]> = {
  registered_at: ['createdAt'],
  // Kana orders by family then given name, as a paper register does.
  last_name_kana: ['lastNameKana', 'firstNameKana'],
  email: ['email'],
};

/** The list's filters and order without its paging (an export reads every page). */
export type AdminMemberListQuery = Omit<AdminMemberSearchQueryDto, 'page' | 'per_page'>;

/** One member of an export and where the next batch starts after it (its values in the order's columns). */
export interface MemberExportRow {
  member: MemberEntity;
  keyset: unknown[];
}

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
  private filtered(query: AdminMemberListQuery): SelectQueryBuilder<MemberEntity> {
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

  /** The list's members under every filter, the tab's progress included. */
  private listed(query: AdminMemberListQuery): SelectQueryBuilder<MemberEntity> {
    const qb = this.filtered(query);
    if (query.progress !== undefined) qb.andWhere('member.progress = :progress', { progress: query.progress });
    return qb;
  }

  /**
   * The list's order (the export reads in the same one): the sort's columns, then the id, all one way; each
   * with the name of its value in a raw result row (`member_created_at`).
   */
  private orderKeys(query: Pick<AdminMemberListQuery, 'sort' | 'order'>): (Omit<KeysetKey, 'value'> & { raw: string })[] {
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const metadata = this.dataSource.getMetadata(MemberEntity);
    return [...SORT_COLUMNS[query.sort], 'id'].map((property) => ({
      column: `member.${property}`,
      direction,
      raw: `member_${metadata.findColumnWithPropertyName(property)!.databaseName}`,
    }));
  }

  private ordered(qb: SelectQueryBuilder<MemberEntity>, query: AdminMemberListQuery): SelectQueryBuilder<MemberEntity> {
    this.orderKeys(query).forEach(({ column, direction }, index) => (index === 0 ? qb.orderBy(column, direction) : qb.addOrderBy(column, direction)));
    return qb;
  }

  search(query: AdminMemberSearchQueryDto): Promise<[MemberEntity[], number]> {
    return this.ordered(this.listed(query), query)
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .getManyAndCount();
  }

  /** How many members the list has under `query` (all its pages). */
  countListed(query: AdminMemberListQuery): Promise<number> {
    return this.listed(query).getCount();
  }

  /**
   * `limit` members of the list in its order, after the one whose `keyset` is given (an index seek, not an
   * OFFSET rescan), or from the `skip`-th on (the first batch of a split download's part). The keyset holds
   * the values as the database answered them (not as entity Dates), so the next batch compares like with like
   * on either engine.
   */
  async exportBatch(query: AdminMemberListQuery, after: unknown[] | undefined, limit: number, skip = 0): Promise<MemberExportRow[]> {
    const keys = this.orderKeys(query);
    const qb = this.ordered(this.listed(query), query);
    if (after) whereAfterKeyset(qb, keys.map(({ column, direction }, index) => ({ column, direction, value: after[index] })));
    else if (skip > 0) qb.offset(skip);
    const { entities, raw } = await qb.limit(limit).getRawAndEntities<Record<string, unknown>>();
    return entities.map((member, row) => ({ member, keyset: keys.map((key) => raw[row][key.raw]) }));
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
