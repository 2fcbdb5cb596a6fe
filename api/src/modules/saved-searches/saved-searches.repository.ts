import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { SavedSearchDigestEntity } from './entities/saved-search-digest.entity';
import { SavedSearchEntity } from './entities/saved-search.entity';

export interface NewSavedSearch {
  memberId: number;
  conditions: string;
  conditionsKey: string;
  label: string;
  mailEnabled: boolean;
}

export interface NewDigest {
  memberId: number;
  digestDate: string;
  itemCount: number;
  sections: string;
}

/** All queries on saved_searches and saved_search_digests. */
@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private searches(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(SavedSearchEntity);
  }

  private digests(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(SavedSearchDigestEntity);
  }

  findByKey(memberId: number, conditionsKey: string): Promise<SavedSearchEntity | null> {
    return this.searches().findOneBy({ memberId, conditionsKey });
  }

  /** Throws the database's duplicate-key error when the member has these conditions already (a race). */
  async insert(row: NewSavedSearch, now: Date): Promise<number> {
    const { identifiers } = await this.searches().insert({ ...row, lastDigestAt: null, createdAt: now, updatedAt: now });
    return Number(identifiers[0].id);
  }

  countOf(memberId: number): Promise<number> {
    return this.searches().countBy({ memberId });
  }

  /** The member's saved searches, newest first. */
  listOf(memberId: number): Promise<SavedSearchEntity[]> {
    return this.searches().find({ where: { memberId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findOwn(memberId: number, id: number): Promise<SavedSearchEntity | null> {
    return this.searches().findOneBy({ id, memberId });
  }

  findById(id: number): Promise<SavedSearchEntity | null> {
    return this.searches().findOneBy({ id });
  }

  /** Returns whether the member has that saved search. */
  async setMail(memberId: number, id: number, enabled: boolean): Promise<boolean> {
    const result = await this.searches().update({ id, memberId }, { mailEnabled: enabled });
    return !!result.affected;
  }

  /** The unsubscribe link of one search (no member known: the signed id is the proof). */
  async turnMailOff(id: number): Promise<void> {
    await this.searches().update({ id }, { mailEnabled: false });
  }

  async turnMailOffForMember(memberId: number): Promise<void> {
    await this.searches().update({ memberId }, { mailEnabled: false });
  }

  async remove(memberId: number, id: number): Promise<boolean> {
    const result = await this.searches().delete({ id, memberId });
    return !!result.affected;
  }

  /** Withdrawal: the member's saved searches and their digest records, in the caller's transaction. */
  async removeAllOf(memberId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(SavedSearchEntity).delete({ memberId });
    await manager.getRepository(SavedSearchDigestEntity).delete({ memberId });
  }

  /** Members with at least one search whose mail is on and no digest yet for the day, lowest id first. */
  async memberIdsDue(digestDate: string): Promise<number[]> {
    const rows = await this.searches()
      .createQueryBuilder('s')
      .select('DISTINCT s.member_id', 'memberId')
      .where('s.mail_enabled = :on', { on: true })
      .andWhere('NOT EXISTS (SELECT 1 FROM saved_search_digests d WHERE d.member_id = s.member_id AND d.digest_date = :digestDate)', { digestDate })
      .orderBy('s.member_id', 'ASC')
      .getRawMany<{ memberId: number | string }>();
    return rows.map((r) => Number(r.memberId));
  }

  /** The member's searches with mail on, oldest first (the mail lists them in the order they were saved). */
  mailSearchesOf(memberId: number): Promise<SavedSearchEntity[]> {
    return this.searches().find({ where: { memberId, mailEnabled: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Records the day's digest; throws the duplicate-key error when the member has one for the day already. */
  async insertDigest(manager: EntityManager, digest: NewDigest, now: Date): Promise<number> {
    const { identifiers } = await this.digests(manager).insert({ ...digest, createdAt: now });
    return Number(identifiers[0].id);
  }

  /** The searches a digest covered start their next one at `now`. */
  async markDigested(manager: EntityManager, ids: number[], now: Date): Promise<void> {
    if (ids.length) await this.searches(manager).update({ id: In(ids) }, { lastDigestAt: now });
  }

  findDigest(id: number): Promise<SavedSearchDigestEntity | null> {
    return this.digests().findOneBy({ id });
  }
}
