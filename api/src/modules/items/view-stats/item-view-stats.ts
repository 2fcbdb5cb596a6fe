import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ItemViewDayEntity } from '../entities/item-view-day.entity';
import { ItemEntity } from '../entities/item.entity';

/** A listing among the most viewed of a period. */
export interface ViewedListing {
  itemId: number;
  /** Null when the listing is gone (a hard delete); its views stay counted. */
  name: string | null;
  views: number;
}

/**
 * Listing views per Japanese day, as ItemViewCounter wrote them to item_view_days (the back office dashboard,
 * SPEC §7 top/user-item-details-access-info). Days are `YYYY-MM-DD` strings, both ends included.
 */
@Injectable()
export class ItemViewStats {
  constructor(private readonly dataSource: DataSource) {}

  /** Views per day that has any (a day without views is absent). */
  async perDay(fromDay: string, toDay: string): Promise<Map<string, number>> {
    const rows = await this.dataSource
      .getRepository(ItemViewDayEntity)
      .createQueryBuilder('v')
      .select('v.day', 'day')
      .addSelect('SUM(v.views)', 'views')
      .where('v.day BETWEEN :fromDay AND :toDay', { fromDay, toDay })
      .groupBy('v.day')
      .getRawMany<{ day: string; views: string | number }>();
    return new Map(rows.map((r) => [String(r.day).slice(0, 10), Number(r.views)]));
  }

  /** The `limit` listings viewed most in the period, most first (ties: the lower id first). */
  async mostViewed(fromDay: string, toDay: string, limit: number): Promise<ViewedListing[]> {
    const rows = await this.dataSource
      .getRepository(ItemViewDayEntity)
      .createQueryBuilder('v')
      .leftJoin(ItemEntity, 'i', 'i.id = v.itemId')
      .select('v.itemId', 'itemId')
      .addSelect('MAX(i.name)', 'name')
      .addSelect('SUM(v.views)', 'views')
      .where('v.day BETWEEN :fromDay AND :toDay', { fromDay, toDay })
      .groupBy('v.itemId')
      .orderBy('views', 'DESC')
      .addOrderBy('v.itemId', 'ASC')
      .limit(limit)
      .getRawMany<{ itemId: number; name: string | null; views: string | number }>();
    return rows.map((r) => ({ itemId: Number(r.itemId), name: r.name ?? null, views: Number(r.views) }));
  }
}
