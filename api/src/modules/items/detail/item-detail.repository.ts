import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ItemTagEntity } from '../entities/item-tag.entity';
import { ItemEntity } from '../entities/item.entity';
import { openListingParams, openListingSql } from '../open-listing';

const RECOMMEND_CANDIDATES_PER_TAG = 100;
/** Candidates kept (by shared tags, then newest id) before loading industry and date. */
const RECOMMEND_SHORTLIST = 100;
const RECOMMEND_MAX_TAGS = 10;

/** Queries of the listing detail page: one listing by primary key, its tags, recommendations. */
@Injectable()
export class ItemDetailRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The listing (not soft-deleted), without relations: one primary-key query. Names: ItemDetailService. */
  findDetail(id: number): Promise<ItemEntity | null> {
    return this.dataSource.getRepository(ItemEntity).findOne({ where: { id } });
  }

  /**
   * All tags of a listing in display order (soft-deleted tags left out): one indexed query. The join to
   * `tags` stays (the detail page is a hot path; a TagsService lookup would be a second round trip after
   * this one): README "Module boundaries".
   */
  async tagsOf(itemId: number): Promise<{ id: number; term: string }[]> {
    const links = await this.dataSource.getRepository(ItemTagEntity).find({
      where: { itemId },
      relations: { tag: true },
      order: { sortOrder: 'ASC', tagId: 'ASC' },
    });
    return links.filter((l) => l.tag).map((l) => ({ id: l.tag!.id, term: l.tag!.term }));
  }

  /** The listing's area ids (`item_areas`), in no particular order. */
  async areaIdsOf(itemId: number): Promise<number[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('ia.area_id', 'id')
      .from('item_areas', 'ia')
      .where('ia.item_id = :itemId', { itemId })
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Open listings other than `itemId`, ranked by the number of shared tags, then same industry, then
   * newest; topped up with the same industry's newest, then the newest overall.
   *
   * Bounded for 100k listings: candidates are the RECOMMEND_CANDIDATES_PER_TAG most recent open listings
   * (highest ids) of each of the item's tags — one index range per tag on item_tags (tag_id, item_id) —
   * instead of a GROUP BY over every listing of a popular tag (≈1 s for Java at 100k); they are then
   * ranked here from one primary-key query.
   */
  async recommendedIds(itemId: number, tagIds: number[], bizCategoryId: number | null, limit: number): Promise<number[]> {
    const shared = new Map<number, number>();
    const perTag = await Promise.all(tagIds.slice(0, RECOMMEND_MAX_TAGS).map((tagId) => this.openIdsOfTag(tagId, itemId)));
    for (const ids of perTag) for (const id of ids) shared.set(id, (shared.get(id) ?? 0) + 1);
    const picked: number[] = [];
    if (shared.size > 0) {
      const rows = await this.dataSource
        .getRepository(ItemEntity)
        .createQueryBuilder('item')
        .select('item.id', 'id')
        .addSelect('item.bizCategoryId', 'biz')
        .addSelect('item.publishedAt', 'published')
        .where('item.id IN (:...ids)', {
          ids: [...shared.entries()]
            .sort((a, b) => b[1] - a[1] || b[0] - a[0])
            .slice(0, Math.max(RECOMMEND_SHORTLIST, limit))
            .map(([id]) => id),
        })
        .getRawMany<{ id: number | string; biz: number | string | null; published: Date | string | null }>();
      const ranked = rows
        .map((r) => ({
          id: Number(r.id),
          shared: shared.get(Number(r.id)) ?? 0,
          sameBiz: bizCategoryId !== null && r.biz !== null && Number(r.biz) === bizCategoryId ? 1 : 0,
          published: r.published ? new Date(r.published).getTime() : 0,
        }))
        .sort((a, b) => b.shared - a.shared || b.sameBiz - a.sameBiz || b.published - a.published || b.id - a.id);
      picked.push(...ranked.slice(0, limit).map((r) => r.id));
    }
    if (picked.length < limit && bizCategoryId !== null) picked.push(...(await this.newestOpen(limit - picked.length, [itemId, ...picked], bizCategoryId)));
    if (picked.length < limit) picked.push(...(await this.newestOpen(limit - picked.length, [itemId, ...picked], null)));
    return picked;
  }

  private async openIdsOfTag(tagId: number, excludeId: number): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(ItemTagEntity)
      .createQueryBuilder('it')
      .innerJoin('it.item', 'i')
      .select('it.itemId', 'id')
      .where('it.tagId = :tagId', { tagId })
      .andWhere(openListingSql('i'), openListingParams())
      .andWhere('it.itemId <> :excludeId', { excludeId })
      .orderBy('it.itemId', 'DESC')
      .limit(RECOMMEND_CANDIDATES_PER_TAG)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  private async newestOpen(limit: number, exclude: number[], bizCategoryId: number | null): Promise<number[]> {
    const qb = this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .where(openListingSql('item'), openListingParams())
      .andWhere('item.id NOT IN (:...exclude)', { exclude })
      .orderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit);
    if (bizCategoryId !== null) qb.andWhere('item.bizCategoryId = :biz', { biz: bizCategoryId });
    return (await qb.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
  }

  /** Open listing ids with their last update, newest first (sitemap). */
  async openListingsForSitemap(limit: number): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .select('item.id', 'id')
      .addSelect('item.updatedAt', 'updatedAt')
      .where(openListingSql('item'), openListingParams())
      .orderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string; updatedAt: Date | string }>();
    return rows.map((r) => ({ id: Number(r.id), updatedAt: new Date(r.updatedAt) }));
  }

  /** Tag ids (deleted tags included) that have at least one open listing, ascending (sitemap). */
  async tagIdsWithOpenListings(): Promise<number[]> {
    const rows = await this.dataSource
      .getRepository(ItemTagEntity)
      .createQueryBuilder('it')
      .innerJoin('it.item', 'i')
      .select('DISTINCT it.tagId', 'id')
      .where(openListingSql('i'), openListingParams())
      .orderBy('it.tagId', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
