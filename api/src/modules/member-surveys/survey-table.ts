import { Brackets, type DataSource, type EntityManager, type EntityTarget } from 'typeorm';
import {
  type AdminRecord,
  type AdminRecordStore,
  type AdminSearchPaging,
  entityRecordStore,
  orderAndPage,
  type RecordValues,
  supportsRowLocks,
  whereWithinJapanDays,
} from '../../common/admin-resource';
import { likeContains } from '../../common/text/search-keyword';
import { isDuplicateKeyError, runTransaction } from '../../database/transaction';

/** What both questionnaire tables (engineer_styles, freelance_starts) have: one answer per member, versioned, soft-deleted. */
export interface SurveyRecord extends AdminRecord {
  memberId: number;
  answeredAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A staff list's question, the survey's own filters already in column terms. */
export interface SurveySearch<S extends string> {
  paging: AdminSearchPaging<S>;
  /** Keyword words, each with the ids of the members whose name or e-mail holds it (the members module answers those). */
  words: { word: string; memberIds: number[] }[];
  /** The answer's text properties a keyword word may also be in. */
  textProperties: string[];
  /** property → value; undefined values are no condition. */
  equals: Record<string, number | boolean | undefined>;
  answered: { from?: string; to?: string };
  /** sort field → property. */
  sortProperties: Record<S, string>;
}

/**
 * The statements on one questionnaire table. Both tables are the same shape but for their answer fields, so
 * one class serves both (MemberSurveysRepository holds one per table).
 */
export class SurveyTable<R extends SurveyRecord> {
  /** The toolkit's writes (staff edits and deletes). */
  readonly records: AdminRecordStore<R>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<R>,
  ) {
    this.records = entityRecordStore(entity);
  }

  /** One answer, deleted or not. */
  findById(id: number): Promise<R | null> {
    return this.dataSource.getRepository(this.entity).createQueryBuilder('survey').withDeleted().where('survey.id = :id', { id }).getOne();
  }

  /** The member's answer that staff have not deleted. */
  findLiveByMember(memberId: number): Promise<R | null> {
    return this.dataSource.getRepository(this.entity).createQueryBuilder('survey').where('survey.memberId = :memberId', { memberId }).getOne();
  }

  search<S extends string>(search: SurveySearch<S>): Promise<[R[], number]> {
    const qb = this.dataSource.getRepository(this.entity).createQueryBuilder('survey');
    search.words.forEach(({ word, memberIds }, index) => {
      qb.andWhere(
        new Brackets((or) => {
          search.textProperties.forEach((property) => or.orWhere(`survey.${property} LIKE :word${index} ESCAPE '!'`, { [`word${index}`]: likeContains(word) }));
          if (memberIds.length) or.orWhere(`survey.memberId IN (:...members${index})`, { [`members${index}`]: memberIds });
        }),
      );
    });
    for (const [property, value] of Object.entries(search.equals)) {
      if (value !== undefined) qb.andWhere(`survey.${property} = :${property}`, { [property]: value });
    }
    whereWithinJapanDays(qb, 'survey.answeredAt', search.answered, 'answered');
    const columns = Object.fromEntries(Object.entries(search.sortProperties).map(([sort, property]) => [sort, `survey.${String(property)}`])) as Record<S, string>;
    return orderAndPage(qb, search.paging, columns, 'survey.id').getManyAndCount();
  }

  /**
   * The member's answer: the first one is inserted, a later one replaces it (the same record, a new version,
   * `answeredAt` now), and an answer staff had deleted comes back with the new values. The member's row is
   * locked while it is compared and written; two first answers at once meet the unique member_id and the
   * loser runs again as a replacement.
   */
  async saveAnswer(memberId: number, values: RecordValues<R>, now = new Date()): Promise<R> {
    try {
      return await this.writeAnswer(memberId, values, now);
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return this.writeAnswer(memberId, values, now);
    }
  }

  private writeAnswer(memberId: number, values: RecordValues<R>, now: Date): Promise<R> {
    return runTransaction(this.dataSource, async (manager) => {
      const current = await this.lockByMember(manager, memberId);
      const answer = { ...values, answeredAt: now } as RecordValues<R>;
      if (current) {
        await manager
          .createQueryBuilder()
          .update(this.entity)
          .set({ ...answer, deletedAt: null } as RecordValues<R>)
          .where('id = :id', { id: current.id })
          .execute();
      } else {
        await manager
          .createQueryBuilder()
          .insert()
          .into(this.entity)
          .values({ ...answer, memberId } as RecordValues<R>)
          .execute();
      }
      return (await this.lockByMember(manager, memberId)) as R;
    });
  }

  private lockByMember(manager: EntityManager, memberId: number): Promise<R | null> {
    const qb = manager.createQueryBuilder(this.entity, 'survey').withDeleted().where('survey.memberId = :memberId', { memberId });
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    return qb.getOne();
  }
}
