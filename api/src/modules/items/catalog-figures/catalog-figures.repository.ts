import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { openListingParams, openListingSql } from '../open-listing';
import { LISTING_RATE_SQL } from '../market-price/market-price.repository';

export interface CatalogFiguresRow {
  open: number;
  new: number;
  rated: number;
  /** Unrounded average in yen, null without a rated listing. */
  averageRate: number | null;
}

/** The top page's figures in one pass over the open listings (reads IDX_items_open_facets). */
@Injectable()
export class CatalogFiguresRepository {
  constructor(private readonly dataSource: DataSource) {}

  async figures(newSince: Date, now = new Date()): Promise<CatalogFiguresRow> {
    const rate = LISTING_RATE_SQL('i');
    const [sql, parameters] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT COUNT(*) AS open_count,
              SUM(CASE WHEN i.published_at >= :newSince THEN 1 ELSE 0 END) AS new_count,
              COUNT(${rate}) AS rated_count,
              AVG(${rate}) AS avg_rate
       FROM items i WHERE ${openListingSql('i')}`,
      { ...openListingParams(now), newSince },
    );
    const [row] = (await this.dataSource.query(sql, parameters)) as Record<string, unknown>[];
    return {
      open: Number(row?.open_count ?? 0),
      // SUM over no rows is NULL
      new: Number(row?.new_count ?? 0),
      rated: Number(row?.rated_count ?? 0),
      averageRate: row?.avg_rate == null ? null : Number(row.avg_rate),
    };
  }
}
