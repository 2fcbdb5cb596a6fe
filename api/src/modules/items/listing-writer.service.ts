import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminResource, createRecord, softDeleteRecords, updateRecord } from '../../common/admin-resource';
import { CatalogChanges } from '../../common/catalog-changes/catalog-changes';
import { type AuditActor, AuditLogService } from '../audit-log/audit-log.service';
import { ItemEntity, ItemStatus } from './entities/item.entity';
import { ItemTagEntity } from './entities/item-tag.entity';
import { ItemNotFoundError } from './item-detail.errors';
import { type ListingLinks, ListingRecordsRepository } from './listing-records.repository';

/**
 * Every column staff set on a listing (item/register): all but the ids, counters, timestamps and version. The
 * status columns carry publishing and ending: `status` Published with `publishedAt` (a future date: scheduled),
 * Ended with `endedAt`, Draft.
 */
export type ListingValues = Pick<
  ItemEntity,
  | 'name'
  | 'rateMin'
  | 'rateMax'
  | 'rateDetail'
  | 'areaDetail'
  | 'bizCategoryId'
  | 'systemType'
  | 'jobType'
  | 'contractTypeId'
  | 'remoteLevel'
  | 'weeklyDaysMin'
  | 'weeklyDaysMax'
  | 'mustHaveRequirements'
  | 'niceToHaveRequirements'
  | 'detail'
  | 'workingHours'
  | 'settlementRange'
  | 'interviewCount'
  | 'startDate'
  | 'clientName'
  | 'clientUrl'
  | 'closesOn'
  | 'isFeatured'
  | 'status'
  | 'publishedAt'
  | 'endedAt'
  | 'guessedFields'
  | 'internalNote'
>;

/** Some of those columns (`update`: the rest stay as they are). */
export type ListingPatch = Partial<ListingValues>;

export type { ListingLinks } from './listing-records.repository';

/**
 * The one way listings are written (issue 14): each method writes the database in one transaction, then
 * announces the change (CatalogChanges), so this process's search index and caches are current when it
 * returns and other API instances follow over Redis. The back office (issue 15) writes listings through
 * here; a write that bypasses it is still found by the index's change poll, only later.
 */
@Injectable()
export class ListingWriter {
  /** Staff writes (SPEC §7 `item/*`): each in one transaction with its audit row (admin-resource toolkit). */
  private readonly resource: AdminResource<ItemEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: CatalogChanges,
    private readonly records: ListingRecordsRepository,
    audit: AuditLogService,
  ) {
    this.resource = {
      name: 'item',
      dataSource,
      store: records.records,
      audit,
      notFound: () => new ItemNotFoundError(),
      snapshot: (item, manager) => this.snapshot(item, manager),
    };
  }

  /** A staff member's new listing with its tags (in display order) and areas; the listing as stored. */
  async create(actor: AuditActor, values: ListingValues, links: ListingLinks): Promise<ItemEntity> {
    const item = await createRecord(this.resource, actor, values, { alsoWrite: (manager, row) => this.records.replaceLinks(manager, row.id, links) });
    await this.changes.announce({ itemIds: [item.id] });
    return item;
  }

  /**
   * A staff member's save of every field of a listing read at `version` (publishing, scheduling, ending and
   * back to draft are its status columns): 409 ADMIN_STALE_VERSION when someone saved in between, 409
   * ADMIN_RECORD_DELETED for a deleted one, 404 for an unknown id. Search and the public pages follow as it returns.
   */
  async edit(actor: AuditActor, id: number, version: number, values: ListingValues, links: ListingLinks): Promise<ItemEntity> {
    const item = await updateRecord(this.resource, actor, id, version, values, { alsoWrite: (manager) => this.records.replaceLinks(manager, id, links) });
    await this.changes.announce({ itemIds: [id] });
    return item;
  }

  /** Staff's soft delete (the listing leaves every list, count and page at once); the ids it deleted. */
  async softDelete(actor: AuditActor, ids: number[]): Promise<number[]> {
    const deleted = await softDeleteRecords(this.resource, actor, ids);
    if (deleted.length) await this.changes.announce({ itemIds: deleted });
    return deleted;
  }

  /** What the audit log compares: the columns staff set, with the tag ids in order and the area ids. */
  private async snapshot(item: ItemEntity, manager: EntityManager): Promise<object> {
    const { id: _id, viewCount: _views, createdAt: _created, updatedAt: _updated, version: _version, areas: _areas, itemTags: _tags, bizCategory: _biz, contractType: _contract, ...columns } = item;
    return { ...columns, ...(await this.records.linksOf(manager, item.id)) };
  }

  /** Changes a listing's columns and, when given, replaces its tags (in the order given). */
  async update(id: number, patch: ListingPatch, tagIds?: readonly number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // updated_at moves even when only the tags change (the database's clock, as the change poll reads it).
      await manager.update(ItemEntity, { id }, { ...patch, updatedAt: () => 'CURRENT_TIMESTAMP' });
      if (tagIds) {
        await manager.delete(ItemTagEntity, { itemId: id });
        if (tagIds.length) await manager.insert(ItemTagEntity, [...new Set(tagIds)].map((tagId, sortOrder) => ({ itemId: id, tagId, sortOrder })));
      }
    });
    await this.changes.announce({ itemIds: [id] });
  }

  /** Ends recruiting: the listing leaves every list and count at once, its page stays (募集終了). */
  end(id: number, now = new Date()): Promise<void> {
    return this.update(id, { status: ItemStatus.Ended, endedAt: now });
  }

  /** Soft-deletes a listing: gone from every list, count and page. */
  async delete(id: number): Promise<void> {
    await this.dataSource.getRepository(ItemEntity).softDelete({ id });
    await this.changes.announce({ itemIds: [id] });
  }
}
