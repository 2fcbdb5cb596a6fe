import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { CHANGED_BY_MEMBER, EntryStatusHistoryEntity } from './entities/entry-status-history.entity';
import { EntryEntity, EntryStatus, EntryValidity } from './entities/entry.entity';

export interface NewEntry {
  memberId: number;
  itemId: number;
  skillSheetId: number | null;
  message: string | null;
  desiredStartDate: string | null;
}

/** The slot of the unique key (member_id, item_id, active): 1 for a current entry, NULL otherwise. */
export function activeSlot(validity: EntryValidity, status: EntryStatus): 1 | null {
  return validity === EntryValidity.Valid && status !== EntryStatus.Withdrawn ? 1 : null;
}

/** All queries on entries and entry_status_histories. */
@Injectable()
export class EntriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private entries(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(EntryEntity);
  }

  /** The member's current entry (valid, not withdrawn) for the listing, if any. */
  findCurrent(memberId: number, itemId: number, manager?: EntityManager): Promise<EntryEntity | null> {
    return this.entries(manager).findOneBy({ memberId, itemId, active: 1 });
  }

  /**
   * Stores a new entry (エントリー済み) and its first history row. Throws the database's duplicate-key error when
   * the member already has a current entry for the listing (another request won the race).
   */
  async create(manager: EntityManager, entry: NewEntry, now: Date): Promise<number> {
    const { identifiers } = await manager.getRepository(EntryEntity).insert({
      ...entry,
      validity: EntryValidity.Valid,
      status: EntryStatus.Applied,
      active: 1,
      createdAt: now,
      updatedAt: now,
    });
    const id = Number(identifiers[0].id);
    await this.addHistory(manager, id, EntryStatus.Applied, CHANGED_BY_MEMBER, now);
    return id;
  }

  /** Marks the entry's first history row (エントリー済み) with the confirmation mail it queued. */
  async noteFirstMail(manager: EntityManager, entryId: number, mailJobId: string): Promise<void> {
    await manager.getRepository(EntryStatusHistoryEntity).update({ entryId, status: EntryStatus.Applied }, { mailJobId });
  }

  /** The member's entries, newest first. */
  listOf(memberId: number): Promise<EntryEntity[]> {
    return this.entries().find({ where: { memberId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  countOf(memberId: number): Promise<number> {
    return this.entries().countBy({ memberId });
  }

  findOwn(memberId: number, id: number): Promise<EntryEntity | null> {
    return this.entries().findOneBy({ id, memberId });
  }

  findById(id: number, manager?: EntityManager): Promise<EntryEntity | null> {
    return this.entries(manager).findOneBy({ id });
  }

  /** The entry's status changes, oldest first. */
  historyOf(entryId: number): Promise<EntryStatusHistoryEntity[]> {
    return this.dataSource.getRepository(EntryStatusHistoryEntity).find({ where: { entryId }, order: { changedAt: 'ASC', id: 'ASC' } });
  }

  /** The status changes of several entries (the application history's page), oldest first. */
  historiesOf(entryIds: number[]): Promise<EntryStatusHistoryEntity[]> {
    if (entryIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(EntryStatusHistoryEntity).find({ where: { entryId: In(entryIds) }, order: { changedAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Moves the entry to `to` only while its status is one of `from` (a conditional UPDATE, so two requests
   * cannot both move it), with a history row. Returns false when the entry was not in one of `from`.
   */
  async moveStatus(
    manager: EntityManager,
    entry: Pick<EntryEntity, 'id' | 'validity'>,
    from: EntryStatus[],
    to: EntryStatus,
    changedBy: string,
    now: Date,
    memberId?: number,
  ): Promise<boolean> {
    const qb = manager
      .createQueryBuilder()
      .update(EntryEntity)
      .set({ status: to, active: activeSlot(entry.validity, to), updatedAt: now })
      .where('id = :id', { id: entry.id })
      .andWhere('status IN (:...from)', { from });
    if (memberId !== undefined) qb.andWhere('member_id = :memberId', { memberId });
    const result = await qb.execute();
    if (!result.affected) return false;
    await this.addHistory(manager, entry.id, to, changedBy, now);
    return true;
  }

  private async addHistory(manager: EntityManager, entryId: number, status: EntryStatus, changedBy: string, changedAt: Date): Promise<void> {
    await manager.getRepository(EntryStatusHistoryEntity).insert({ entryId, status, changedBy, changedAt });
  }
}
