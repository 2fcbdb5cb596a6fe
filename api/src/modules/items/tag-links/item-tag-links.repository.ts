import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ItemEntity } from '../entities/item.entity';
import { ItemTagEntity } from '../entities/item-tag.entity';
import { supportsRowLocks } from '../../../common/admin-resource';

/** Ids per statement: IN lists stay well below the databases' parameter limits. */
const CHUNK = 1000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) out.push(list.slice(start, start + CHUNK));
  return out;
}


/** The listings' links to tags (item_tags) as tag administration needs them: counts, and moving a tag's links. */
@Injectable()
export class ItemTagLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Listings (not soft-deleted, any status) carrying each tag; tags with none left out. */
  async linkedCounts(tagIds: readonly number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const ids of chunks([...new Set(tagIds)])) {
      const rows = await this.dataSource
        .createQueryBuilder()
        .select('it.tag_id', 'id')
        .addSelect('COUNT(*)', 'n')
        .from('item_tags', 'it')
        .innerJoin('items', 'i', 'i.id = it.item_id AND i.deleted_at IS NULL')
        .where('it.tag_id IN (:...ids)', { ids })
        .groupBy('it.tag_id')
        .getRawMany<{ id: number | string; n: number | string }>();
      for (const row of rows) counts.set(Number(row.id), Number(row.n));
    }
    return counts;
  }

  /**
   * Moves every listing link of tag `fromTagId` to `intoTagId` inside the caller's transaction; the listings
   * whose tags changed. A listing carrying both keeps one link, at the earlier of the two positions (cards show
   * the first five tags, so a listing does not lose the tag from its card); the others keep the source's
   * position. Each listing's updated_at moves, as ListingWriter's tag changes do (the change poll's mark).
   */
  async moveTagLinks(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<number[]> {
    const select = (tagId: number, itemIds?: number[]) => {
      const qb = manager.getRepository(ItemTagEntity).createQueryBuilder('it').select(['it.itemId', 'it.sortOrder']).where('it.tagId = :tagId', { tagId });
      if (itemIds) qb.andWhere('it.itemId IN (:...itemIds)', { itemIds });
      if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
      return qb.getMany();
    };
    const moving = await select(fromTagId);
    if (moving.length === 0) return [];
    const itemIds = moving.map((link) => link.itemId);
    const sourcePosition = new Map(moving.map((link) => [link.itemId, link.sortOrder]));

    const both: number[] = [];
    /** Target links that move up to the source's position, by that position. */
    const raise = new Map<number, number[]>();
    for (const ids of chunks(itemIds)) {
      for (const link of await select(intoTagId, ids)) {
        both.push(link.itemId);
        const position = sourcePosition.get(link.itemId)!;
        if (position < link.sortOrder) raise.set(position, [...(raise.get(position) ?? []), link.itemId]);
      }
    }
    for (const [position, ids] of raise) {
      for (const part of chunks(ids)) {
        await manager.createQueryBuilder().update(ItemTagEntity).set({ sortOrder: position }).where('tag_id = :intoTagId AND item_id IN (:...part)', { intoTagId, part }).execute();
      }
    }
    for (const part of chunks(both)) {
      await manager.createQueryBuilder().delete().from(ItemTagEntity).where('tag_id = :fromTagId AND item_id IN (:...part)', { fromTagId, part }).execute();
    }
    await manager.createQueryBuilder().update(ItemTagEntity).set({ tagId: intoTagId }).where('tag_id = :fromTagId', { fromTagId }).execute();
    for (const part of chunks(itemIds)) {
      await manager.createQueryBuilder().update(ItemEntity).set({ updatedAt: () => 'CURRENT_TIMESTAMP' }).whereInIds(part).execute();
    }
    return itemIds;
  }
}
