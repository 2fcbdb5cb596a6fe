import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { entityRecordStore } from '../../common/admin-resource';
import { ItemEntity } from './entities/item.entity';
import { ItemTagEntity } from './entities/item-tag.entity';

/** A listing's tags (in display order) and areas: what a staff edit writes besides the listing's own columns. */
export interface ListingLinks {
  tagIds: readonly number[];
  areaIds: readonly number[];
}

/**
 * The statements ListingWriter runs inside its transactions: the admin toolkit's record store over `items`
 * (lock, insert, the versioned update, soft delete) and the listing's links in `item_tags` / `item_areas`.
 */
@Injectable()
export class ListingRecordsRepository {
  readonly records = entityRecordStore(ItemEntity);

  /**
   * Replaces the listing's tags (their order is the display order) and areas. Links to soft-deleted tags stay as
   * they are: the form neither shows nor sends them (a deleted tag cannot be chosen), and a tag staff revive
   * (item/tag/revival) is back on its listings, saved meanwhile or not.
   */
  async replaceLinks(manager: EntityManager, itemId: number, links: ListingLinks): Promise<void> {
    // The tags table joined as listing-links-sql.ts joins it (README "Module boundaries"): one statement, in the
    // save's transaction.
    await manager
      .createQueryBuilder()
      .delete()
      .from(ItemTagEntity)
      .where('item_id = :itemId', { itemId })
      .andWhere('tag_id NOT IN (SELECT t.id FROM tags t WHERE t.deleted_at IS NOT NULL)')
      .execute();
    const tagIds = [...new Set(links.tagIds)];
    if (tagIds.length) await manager.insert(ItemTagEntity, tagIds.map((tagId, sortOrder) => ({ itemId, tagId, sortOrder })));
    // item_areas is the ManyToMany join table of ItemEntity.areas (no entity of its own).
    await manager.query('DELETE FROM item_areas WHERE item_id = ?', [itemId]);
    const areaIds = [...new Set(links.areaIds)];
    if (areaIds.length) {
      await manager.query(`INSERT INTO item_areas (item_id, area_id) VALUES ${areaIds.map(() => '(?, ?)').join(', ')}`, areaIds.flatMap((areaId) => [itemId, areaId]));
    }
  }

  /** The listing's tag ids in display order and its area ids (ascending), as the transaction sees them. */
  async linksOf(manager: EntityManager, itemId: number): Promise<{ tagIds: number[]; areaIds: number[] }> {
    const tags = await manager.find(ItemTagEntity, { where: { itemId }, order: { sortOrder: 'ASC', tagId: 'ASC' } });
    const areas = (await manager.query('SELECT area_id FROM item_areas WHERE item_id = ? ORDER BY area_id', [itemId])) as { area_id: number | string }[];
    return { tagIds: tags.map((t) => t.tagId), areaIds: areas.map((a) => Number(a.area_id)) };
  }
}
