import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AverageWorkingPeriodEntity } from '../entities/average-working-period.entity';
import { ItemEntity } from '../entities/item.entity';
import { whereOpenListing } from '../open-listing';

/**
 * The top page's rankings that need columns the catalog search index does not hold (is_featured, view_count,
 * the stored average working period); counts and rate orders of open listings are CatalogSearch's.
 */
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

  async averageWorkingPeriodTenths(): Promise<number | null> {
    const row = await this.dataSource.getRepository(AverageWorkingPeriodEntity).find({ order: { id: 'DESC' }, take: 1 });
    return row[0]?.monthsTenths ?? null;
  }
}
