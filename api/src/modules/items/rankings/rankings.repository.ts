import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AverageWorkingPeriodEntity } from '../entities/average-working-period.entity';
import { ItemTagEntity } from '../entities/item-tag.entity';
import { ItemEntity } from '../entities/item.entity';
import { openListingParams, openListingSql, whereOpenListing } from '../open-listing';

export interface TagCountRow {
  id: number;
  count: number;
}

/** Aggregates for the top page's rankings. All over open listings (see open-listing.ts). */
@Injectable()
export class RankingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private openItems(alias = 'item') {
    return whereOpenListing(this.dataSource.getRepository(ItemEntity).createQueryBuilder(alias).select(`${alias}.id`, 'id'), alias);
  }

  /** Featured open listings, newest first (index status, is_featured, published_at). */
  async featuredIds(limit: number): Promise<number[]> {
    const rows = await this.openItems()
      .andWhere('item.isFeatured = :featured', { featured: true })
      .orderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** Most viewed open listings among those published since `since`. */
  async mostViewedSinceIds(since: Date, limit: number): Promise<number[]> {
    const rows = await this.openItems()
      .andWhere('item.publishedAt >= :since', { since })
      .orderBy('item.viewCount', 'DESC')
      .addOrderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** Highest stated rateMax among open listings (index status, rate_max). */
  async highestRateIds(limit: number): Promise<number[]> {
    const rows = await this.openItems()
      .andWhere('item.rateMax IS NOT NULL')
      .orderBy('item.rateMax', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Open-listing count per tag among `tagIds` (GROUP BY over the item_tags (tag_id, item_id) index). Which
   * tags count (language groups, not deleted) is the tags module's to say: callers pass its ids.
   */
  private tagCounts(tagIds: number[]) {
    return this.dataSource
      .getRepository(ItemTagEntity)
      .createQueryBuilder('it')
      .innerJoin('it.item', 'i')
      .select('it.tagId', 'id')
      .addSelect('COUNT(*)', 'count')
      .where(openListingSql('i'), openListingParams())
      .andWhere('it.tagId IN (:...tagIds)', { tagIds })
      .groupBy('it.tagId');
  }

  /** Of `tagIds`, the `limit` with the most open listings (then lowest id). */
  async tagsByOpenCount(tagIds: number[], limit: number): Promise<TagCountRow[]> {
    if (tagIds.length === 0) return [];
    const rows = await this.tagCounts(tagIds)
      .orderBy('count', 'DESC')
      .addOrderBy('it.tagId', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string; count: number | string }>();
    return rows.map((r) => ({ id: Number(r.id), count: Number(r.count) }));
  }

  async openCountsOfTags(tagIds: number[]): Promise<Map<number, number>> {
    if (tagIds.length === 0) return new Map();
    const rows = await this.tagCounts(tagIds).getRawMany<{ id: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.count)]));
  }

  /** Of `tagIds`, the `limit` with the highest average stated rate (COALESCE(rate_max, rate_min)) and at least `minCount` open listings. */
  async tagsByAverageRate(tagIds: number[], limit: number, minCount: number): Promise<(TagCountRow & { average: number })[]> {
    if (tagIds.length === 0) return [];
    const rows = await this.tagCounts(tagIds)
      .addSelect('AVG(COALESCE(i.rateMax, i.rateMin))', 'average')
      .andWhere('COALESCE(i.rateMax, i.rateMin) IS NOT NULL')
      .having('COUNT(*) >= :minCount', { minCount })
      .orderBy('average', 'DESC')
      .addOrderBy('it.tagId', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string; count: number | string; average: number | string }>();
    return rows.map((r) => ({ id: Number(r.id), count: Number(r.count), average: Math.round(Number(r.average)) }));
  }

  async averageWorkingPeriodTenths(): Promise<number | null> {
    const row = await this.dataSource.getRepository(AverageWorkingPeriodEntity).find({ order: { id: 'DESC' }, take: 1 });
    return row[0]?.monthsTenths ?? null;
  }
}
