import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { TagEntity, type PopularGroup } from '../../tags/entities/tag.entity';
import { AverageWorkingPeriodEntity } from '../entities/average-working-period.entity';
import { ItemTagEntity } from '../entities/item-tag.entity';
import { ItemEntity } from '../entities/item.entity';
import { openListingParams, openListingSql, whereOpenListing } from '../open-listing';

/** "Language/skill" tags of the rankings and charts: the popular-search language groups (SPEC §2). */
export const LANGUAGE_GROUPS: PopularGroup[] = ['language', 'high_rate_language'];

export interface TagCountRow {
  id: number;
  term: string;
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

  /** Open-listing count per tag (GROUP BY over the item_tags (tag_id, item_id) index). */
  private tagCounts() {
    return this.dataSource
      .getRepository(ItemTagEntity)
      .createQueryBuilder('it')
      .innerJoin('it.item', 'i')
      .innerJoin('it.tag', 't')
      .select('it.tagId', 'id')
      .addSelect('t.term', 'term')
      .addSelect('COUNT(*)', 'count')
      .where(openListingSql('i'), openListingParams())
      .andWhere('t.deletedAt IS NULL')
      .groupBy('it.tagId')
      .addGroupBy('t.term');
  }

  async languageTagsByOpenCount(limit: number): Promise<TagCountRow[]> {
    const rows = await this.tagCounts()
      .andWhere('t.popularGroup IN (:...groups)', { groups: LANGUAGE_GROUPS })
      .orderBy('count', 'DESC')
      .addOrderBy('it.tagId', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string; term: string; count: number | string }>();
    return rows.map((r) => ({ id: Number(r.id), term: r.term, count: Number(r.count) }));
  }

  async openCountsOfTags(tagIds: number[]): Promise<Map<number, number>> {
    if (tagIds.length === 0) return new Map();
    const rows = await this.tagCounts()
      .andWhere('it.tagId IN (:...tagIds)', { tagIds })
      .getRawMany<{ id: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.count)]));
  }

  /** Language tags by average stated rate (COALESCE(rate_max, rate_min)) with at least `minCount` open listings. */
  async languageTagsByAverageRate(limit: number, minCount: number): Promise<(TagCountRow & { average: number })[]> {
    const rows = await this.tagCounts()
      .addSelect('AVG(COALESCE(i.rateMax, i.rateMin))', 'average')
      .andWhere('COALESCE(i.rateMax, i.rateMin) IS NOT NULL')
      .andWhere('t.popularGroup IN (:...groups)', { groups: LANGUAGE_GROUPS })
      .having('COUNT(*) >= :minCount', { minCount })
      .orderBy('average', 'DESC')
      .addOrderBy('it.tagId', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string; term: string; count: number | string; average: number | string }>();
    return rows.map((r) => ({ id: Number(r.id), term: r.term, count: Number(r.count), average: Math.round(Number(r.average)) }));
  }

  /** Tags (not soft-deleted) by id, in the order of `ids`. */
  async tagsByIds(ids: number[]): Promise<{ id: number; term: string }[]> {
    if (ids.length === 0) return [];
    const tags = await this.dataSource.getRepository(TagEntity).find({ where: { id: In(ids) }, select: { id: true, term: true } });
    const byId = new Map(tags.map((t) => [t.id, t]));
    return ids.flatMap((id) => (byId.has(id) ? [{ id, term: byId.get(id)!.term }] : []));
  }

  /** Tags of the popular-search block (optionally only some groups), in group then popularOrder order. */
  async popularTags(groups?: readonly PopularGroup[]): Promise<{ id: number; term: string; group: PopularGroup }[]> {
    const tags = await this.dataSource.getRepository(TagEntity).find({
      where: { popularGroup: groups ? In([...groups]) : Not(IsNull()) },
      select: { id: true, term: true, popularGroup: true, popularOrder: true },
      order: { popularOrder: 'ASC', id: 'ASC' },
    });
    return tags.map((t) => ({ id: t.id, term: t.term, group: t.popularGroup! }));
  }

  async averageWorkingPeriodTenths(): Promise<number | null> {
    const row = await this.dataSource.getRepository(AverageWorkingPeriodEntity).find({ order: { id: 'DESC' }, take: 1 });
    return row[0]?.monthsTenths ?? null;
  }
}
