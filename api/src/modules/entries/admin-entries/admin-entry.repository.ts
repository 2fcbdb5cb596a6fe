import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, type SelectQueryBuilder } from 'typeorm';
import { orderAndPage, supportsRowLocks, whereKeyword, whereWithinJapanDays } from '../../../common/admin-resource';
import { whereAfterKeyset } from '../../../common/csv';
import { EntryStatusHistoryEntity } from '../entities/entry-status-history.entity';
import { EntryEntity, type EntryStatus, EntryValidity } from '../entities/entry.entity';
import { type AdminEntryListQuery, type AdminEntrySearchQueryDto, type AdminEntrySort, type AdminEntryTab, ENTRY_TAB_INVALID } from './dto/admin-entry.dto';

/** The order's columns and their names in a raw row (the export's keyset). */
const EXPORT_KEYS: Record<AdminEntrySort, { column: string; raw: string }> = {
  created_at: { column: 'entry.createdAt', raw: 'entry_created_at' },
  updated_at: { column: 'entry.updatedAt', raw: 'entry_updated_at' },
  id: { column: 'entry.id', raw: 'entry_id' },
};

const SORT_COLUMNS: Record<AdminEntrySort, string> = {
  created_at: 'entry.createdAt',
  updated_at: 'entry.updatedAt',
  id: 'entry.id',
};

/** An entry as the back office lists it: the names of its member and listing come with it (null once gone). */
export interface AdminEntryListRow {
  entry: EntryEntity;
  memberName: string | null;
  memberEmail: string | null;
  itemName: string | null;
}

/**
 * Entries as staff read and write them. The list joins the member and the listing through the entry's
 * relations, because staff filter and read by their names; a page of 50 with two keyed joins is cheap, and
 * asking the members and items modules for ids by keyword first could mean thousands of ids. Details are
 * read through those modules' services.
 */
@Injectable()
export class AdminEntryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The list's filters but the tab (count-info counts under these). Deleted entries are never listed. */
  private filtered(query: AdminEntryListQuery, manager?: EntityManager): SelectQueryBuilder<EntryEntity> {
    // withDeleted: a withdrawn member or a deleted listing still names its entries; the entry's own deletion is filtered below.
    const qb = (manager ?? this.dataSource.manager)
      .getRepository(EntryEntity)
      .createQueryBuilder('entry')
      .withDeleted()
      .leftJoin('entry.member', 'member')
      .leftJoin('entry.item', 'item')
      .select('entry')
      .addSelect(['member.id', 'member.lastName', 'member.firstName', 'member.email', 'member.deletedAt', 'item.id', 'item.name', 'item.deletedAt'])
      .where('entry.deletedAt IS NULL');
    const names = ['member.lastName', 'member.firstName', 'member.lastNameKana', 'member.firstNameKana'];
    const fullNames = ['CONCAT(member.lastName, member.firstName)', 'CONCAT(member.lastNameKana, member.firstNameKana)'];
    whereKeyword(qb, [...names, ...fullNames, 'member.email'], query.member_keyword, 'memberKeyword');
    whereKeyword(qb, ['item.name'], query.item_keyword, 'itemKeyword');
    if (query.member_id !== undefined) qb.andWhere('entry.memberId = :memberId', { memberId: query.member_id });
    if (query.item_id !== undefined) qb.andWhere('entry.itemId = :itemId', { itemId: query.item_id });
    if (query.validity !== undefined) qb.andWhere('entry.validity = :validity', { validity: query.validity });
    whereWithinJapanDays(qb, 'entry.createdAt', { from: query.entered_from, to: query.entered_to }, 'entered');
    return qb;
  }

  private whereTab(qb: SelectQueryBuilder<EntryEntity>, tab: AdminEntryTab | undefined): SelectQueryBuilder<EntryEntity> {
    if (tab === undefined) return qb;
    if (tab === ENTRY_TAB_INVALID) return qb.andWhere('entry.validity = :tabValidity', { tabValidity: EntryValidity.Invalid });
    return qb.andWhere('entry.status = :tabStatus AND entry.validity = :tabValidity', { tabStatus: tab, tabValidity: EntryValidity.Valid });
  }

  async search(query: AdminEntrySearchQueryDto): Promise<[AdminEntryListRow[], number]> {
    const qb = orderAndPage(this.whereTab(this.filtered(query), query.status), query, SORT_COLUMNS, 'entry.id');
    const [entries, total] = await qb.getManyAndCount();
    return [entries.map(toListRow), total];
  }

  /**
   * The next `limit` rows of the list after the row whose order values were `after` (keyset: each batch an index
   * seek however deep the file), for entry/download. The values are the raw ones the database answered, so the
   * comparison is made on what it stores.
   */
  async exportBatch(query: AdminEntryListQuery, after: unknown[] | undefined, limit: number): Promise<{ row: AdminEntryListRow; keyset: unknown[] }[]> {
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const keys = query.sort === 'id' ? [EXPORT_KEYS.id] : [EXPORT_KEYS[query.sort], EXPORT_KEYS.id];
    const qb = this.whereTab(this.filtered(query), query.status);
    keys.forEach((key, index) => (index === 0 ? qb.orderBy(key.column, direction) : qb.addOrderBy(key.column, direction)));
    if (after) whereAfterKeyset(qb, keys.map((key, index) => ({ column: key.column, direction, value: after[index] })));
    const { entities, raw } = await qb.limit(limit).getRawAndEntities<Record<string, unknown>>();
    return entities.map((entry, index) => ({ row: toListRow(entry), keyset: keys.map((key) => raw[index][key.raw]) }));
  }

  /** Entries per tab under the list's other filters: per status among valid entries, and the invalid ones. */
  async countByTab(query: AdminEntrySearchQueryDto): Promise<Partial<Record<AdminEntryTab, number>>> {
    const rows = await this.filtered(query)
      .select('entry.status', 'status')
      .addSelect('entry.validity', 'validity')
      .addSelect('COUNT(*)', 'count')
      .groupBy('entry.status')
      .addGroupBy('entry.validity')
      .getRawMany<{ status: EntryStatus; validity: number | string; count: number | string }>();
    const counts: Partial<Record<AdminEntryTab, number>> = {};
    for (const row of rows) {
      const tab: AdminEntryTab = Number(row.validity) === EntryValidity.Invalid ? ENTRY_TAB_INVALID : row.status;
      counts[tab] = (counts[tab] ?? 0) + Number(row.count);
    }
    return counts;
  }

  /** One entry as the list shows it (not deleted), with the names. */
  async findRow(id: number): Promise<AdminEntryListRow | null> {
    const entry = await this.dataSource
      .getRepository(EntryEntity)
      .createQueryBuilder('entry')
      .withDeleted()
      .leftJoin('entry.member', 'member')
      .leftJoin('entry.item', 'item')
      .addSelect(['member.id', 'member.lastName', 'member.firstName', 'member.email', 'member.deletedAt', 'item.id', 'item.name', 'item.deletedAt'])
      .where('entry.id = :id AND entry.deletedAt IS NULL', { id })
      .getOne();
    return entry ? toListRow(entry) : null;
  }

  /** The entries (not deleted), their rows locked until the transaction ends (in id order). */
  lock(manager: EntityManager, ids: number[]): Promise<EntryEntity[]> {
    const qb = manager.getRepository(EntryEntity).createQueryBuilder('entry').whereInIds(ids).orderBy('entry.id', 'ASC');
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    return qb.getMany();
  }

  /**
   * Sets the status only while it is still `from` (the lock serialises staff on MariaDB; on SQLite the condition
   * decides). False when another change came first.
   */
  async setStatus(manager: EntityManager, id: number, from: EntryStatus, to: EntryStatus, now: Date): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(EntryEntity)
      .set({ status: to, updatedAt: now })
      .where('id = :id AND status = :from AND deleted_at IS NULL', { id, from })
      .execute();
    return result.affected === 1;
  }

  /** Sets validity and the active slot together (the unique key answers a taken slot with a duplicate-key error). */
  async setValidity(manager: EntityManager, id: number, validity: EntryValidity, active: 1 | null, now: Date): Promise<void> {
    await manager.getRepository(EntryEntity).update({ id }, { validity, active, updatedAt: now });
  }

  /** Whether the member has another current entry (the active slot) for the listing. */
  async slotTaken(manager: EntityManager, entry: Pick<EntryEntity, 'id' | 'memberId' | 'itemId'>): Promise<boolean> {
    const other = await manager.getRepository(EntryEntity).findOneBy({ memberId: entry.memberId, itemId: entry.itemId, active: 1 });
    return other !== null && other.id !== entry.id;
  }

  /** Soft delete: the slot is freed so the member may apply again; the row and its history stay. */
  async softDelete(manager: EntityManager, id: number, now: Date): Promise<void> {
    await manager.getRepository(EntryEntity).update({ id, deletedAt: IsNull() }, { deletedAt: now, active: null });
  }

  async addHistory(manager: EntityManager, row: Pick<EntryStatusHistoryEntity, 'entryId' | 'status' | 'changedBy' | 'changedAt' | 'staffName' | 'mailJobId'>): Promise<void> {
    await manager.getRepository(EntryStatusHistoryEntity).insert(row);
  }

  /** The entry's status changes, oldest first. */
  historyOf(entryId: number): Promise<EntryStatusHistoryEntity[]> {
    return this.dataSource.getRepository(EntryStatusHistoryEntity).find({ where: { entryId }, order: { changedAt: 'ASC', id: 'ASC' } });
  }
}

function toListRow(entry: EntryEntity): AdminEntryListRow {
  const member = entry.member && !entry.member.deletedAt ? entry.member : null;
  const item = entry.item && !entry.item.deletedAt ? entry.item : null;
  return {
    entry,
    memberName: member ? [member.lastName, member.firstName].filter(Boolean).join(' ') : null,
    memberEmail: member?.email ?? null,
    itemName: item?.name ?? null,
  };
}
