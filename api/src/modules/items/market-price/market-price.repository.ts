import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral } from 'typeorm';
import { openListingParams, openListingSql } from '../open-listing';
import { skillPointsSql, type MatchSkill } from '../search/match-ranking';

export interface RateStatsRow {
  id: number;
  min: number;
  median: number;
  average: number;
  max: number;
  count: number;
}

/**
 * A listing's rate for statistics: its stated upper bound, or the lower bound when only that is given
 * (yen per month). Listings with neither are left out. The median and the average use this figure; the
 * minimum is taken over the lower bounds (LOW_RATE), so a 40〜60万円 listing counts from 40万円. The catalog
 * search index counts the same figure (CatalogSearch.rateCounts) for the top page's average rate and a tag's
 * histogram.
 */
const RATE = 'COALESCE(i.rate_max, i.rate_min)';
const LOW_RATE = 'COALESCE(i.rate_min, i.rate_max)';
/** Open listings (open-listing.ts) with a stated rate. */
const OPEN_RATED = `${openListingSql('i')} AND ${RATE} IS NOT NULL`;

/**
 * Market-price statistics over open listings with a stated rate.
 *
 * Median: neither database has MEDIAN(), so it is computed in SQL with window functions that both
 * MariaDB 10.11 and SQLite ≥ 3.25 support: ROW_NUMBER() and COUNT(*) OVER (PARTITION BY group ORDER BY
 * rate); the median is the average of the row(s) whose 2·rn ∈ {cnt, cnt+1, cnt+2} (the middle row for
 * an odd count, the two middle rows for an even one). Integer-only arithmetic, so no FLOOR()/DIV
 * differences between the two dialects. Results are rounded to whole yen by the caller.
 */
@Injectable()
export class MarketPriceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Raw SQL with named parameters (`:name`, `:...list`), bound the way each driver expects (dates included). */
  private async query(sql: string, params: ObjectLiteral): Promise<Record<string, unknown>[]> {
    const [query, parameters] = this.dataSource.driver.escapeQueryWithParameters(sql, { ...openListingParams(), ...params });
    return this.dataSource.query(query, parameters);
  }

  private async stats(groupExpr: string, from: string, where: string, params: ObjectLiteral): Promise<RateStatsRow[]> {
    const sql = `
      WITH rated AS (
        SELECT ${groupExpr} AS g, ${RATE} AS r, ${LOW_RATE} AS lo FROM ${from} WHERE ${OPEN_RATED}${where}
      ), ranked AS (
        SELECT g, r, lo, ROW_NUMBER() OVER (PARTITION BY g ORDER BY r) AS rn, COUNT(*) OVER (PARTITION BY g) AS cnt FROM rated
      )
      SELECT g, MIN(lo) AS min_rate, MAX(r) AS max_rate, AVG(r) AS avg_rate, COUNT(*) AS n,
             AVG(CASE WHEN 2 * rn IN (cnt, cnt + 1, cnt + 2) THEN r END) AS median_rate
      FROM ranked GROUP BY g`;
    const rows = await this.query(sql, params);
    return rows.map((r) => ({
      id: Number(r.g),
      min: Number(r.min_rate),
      max: Number(r.max_rate),
      average: Math.round(Number(r.avg_rate)),
      median: Math.round(Number(r.median_rate)),
      count: Number(r.n),
    }));
  }

  perIndustry(): Promise<RateStatsRow[]> {
    return this.stats('i.biz_category_id', 'items i', ' AND i.biz_category_id IS NOT NULL', {});
  }

  /**
   * Per prefecture, through item_areas: `prefectureOfArea` (the master module's areas → prefecture_id)
   * maps each geographic area to its prefecture; other areas (リモート, 海外) are left out. A listing counts
   * once per area it names, as when the query joined `areas`.
   */
  perPrefecture(prefectureOfArea: ReadonlyMap<number, number>): Promise<RateStatsRow[]> {
    const pairs = [...prefectureOfArea].filter(([area, prefecture]) => Number.isInteger(area) && Number.isInteger(prefecture));
    if (pairs.length === 0) return Promise.resolve([]);
    // Integers only, written into the SQL: one CASE arm per area (about 50), no table of another module.
    const prefecture = `CASE ia.area_id ${pairs.map(([area, pref]) => `WHEN ${area} THEN ${pref}`).join(' ')} END`;
    return this.stats(
      prefecture,
      'items i INNER JOIN item_areas ia ON ia.item_id = i.id',
      ' AND ia.area_id IN (:...areaIds)',
      { areaIds: pairs.map(([area]) => area) },
    );
  }

  perTag(tagIds: number[]): Promise<RateStatsRow[]> {
    if (tagIds.length === 0) return Promise.resolve([]);
    return this.stats(
      'it.tag_id',
      'items i INNER JOIN item_tags it ON it.item_id = i.id',
      ' AND it.tag_id IN (:...tagIds)',
      { tagIds },
    );
  }

  /**
   * The rates of the open rated listings carrying at least one of `skills`, grouped by rate and summing each
   * listing's skill points (match-ranking.ts), so the member's estimate weighs a listing by how well it fits.
   * Bounded by the number of distinct rates, not of listings.
   */
  async weightedRatesOfSkills(skills: MatchSkill[]): Promise<{ rate: number; weight: number; count: number }[]> {
    if (skills.length === 0) return [];
    const rows = await this.query(
      `SELECT r, SUM(w) AS w, COUNT(*) AS n FROM (
         SELECT ${RATE} AS r, ${skillPointsSql('i', skills)} AS w FROM items i
         WHERE ${OPEN_RATED} AND EXISTS (SELECT 1 FROM item_tags st WHERE st.item_id = i.id AND st.tag_id IN (:...skillTagIds))
       ) rated GROUP BY r`,
      { skillTagIds: skills.map((s) => s.tagId) },
    );
    return rows.map((r) => ({ rate: Number(r.r), weight: Number(r.w), count: Number(r.n) }));
  }
}
