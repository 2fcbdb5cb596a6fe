import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogChanges } from '../../common/catalog-changes/catalog-changes';
import { ItemEntity, ItemStatus } from './entities/item.entity';
import { ItemTagEntity } from './entities/item-tag.entity';

/** The columns of a listing a writer may change (the rest are the system's: ids, counters, timestamps). */
export type ListingPatch = Partial<
  Pick<
    ItemEntity,
    | 'name'
    | 'rateMin'
    | 'rateMax'
    | 'rateDetail'
    | 'areaDetail'
    | 'mustHaveRequirements'
    | 'niceToHaveRequirements'
    | 'detail'
    | 'remoteLevel'
    | 'weeklyDaysMin'
    | 'weeklyDaysMax'
    | 'contractTypeId'
    | 'status'
    | 'isFeatured'
    | 'publishedAt'
    | 'endedAt'
  >
>;

/**
 * The one way listings are written (issue 14): each method writes the database in one transaction, then
 * announces the change (CatalogChanges), so this process's search index and caches are current when it
 * returns and other API instances follow over Redis. The back office (issue 15) writes listings through
 * here; a write that bypasses it is still found by the index's change poll, only later.
 */
@Injectable()
export class ListingWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: CatalogChanges,
  ) {}

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
