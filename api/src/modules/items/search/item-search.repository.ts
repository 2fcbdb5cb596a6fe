import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import type { SearchSort } from './dto/search-items.query.dto';
import { ItemStatus } from '../entities/item.entity';
import { openListingParams, openListingSql } from '../open-listing';
import { likeContains } from '../../../common/text/search-keyword';
import { matchScoreSql, type MatchFacts, type MatchRanking } from './match-ranking';
import { binaryLower } from '../../../database/binary-lower';

/** Filters in database units (rates in yen); built by the service from the query DTO. */
export interface SearchFilters {
  /** Folded, lower-cased words; all must match. */
  words: string[];
  /** Per word, the ids of the tags whose term contains it (from `keywordNameMatches`). */
  wordTagIds: number[][];
  /** Per word, the ids of the areas (prefectures, リモート) whose name contains it: `Java 東京` finds 東京都. */
  wordAreaIds: number[][];
  /** The listing must carry every one of these tags. */
  tagIds: number[];
  /** The listing must carry at least one of these tags (skill matching: any of the member's skills). */
  anyTagIds?: number[];
  areaIds: number[];
  rateMinYen?: number;
  rateMaxYen?: number;
  includeNoRate: boolean;
  remoteLevels: number[];
  weeklyDays?: number;
  contractTypeIds: number[];
  publishedSince?: Date;
}

export interface SearchStatsRow {
  remoteLevel: number;
  weeklyDaysMin: number | null;
  /** The name is MasterService's (ItemSearchService adds it). */
  contractTypeId: number | null;
  count: number;
  newCount: number;
}

/** Open listings per tag or area id; names are the owning module's (ItemSearchService adds them). */
export interface CountRow {
  id: number;
  count: number;
}

/** Open listings per rate figure: a listing's rate_max, else its rate_min (the rate market price states statistics of). */
export interface RateCountRow {
  rate: number;
  count: number;
}

/** No filter at all: every open listing (the top page's figures and rankings, the newest listings). */
export function emptyFilters(): SearchFilters {
  return { words: [], wordTagIds: [], wordAreaIds: [], tagIds: [], areaIds: [], includeNoRate: false, remoteLevels: [], contractTypeIds: [] };
}

type Raw = Record<string, string | number | null>;

/**
 * A published listing as the search index needs it, for searching and for its card (names of tags, areas and
 * industries are their modules').
 */
export interface PublishedListingRow {
  id: number;
  name: string;
  detail: string | null;
  mustHaveRequirements: string | null;
  niceToHaveRequirements: string | null;
  areaDetail: string | null;
  rateDetail: string;
  bizCategoryId: number | null;
  remoteLevel: number;
  contractTypeId: number | null;
  weeklyDaysMin: number | null;
  weeklyDaysMax: number | null;
  rateMin: number | null;
  rateMax: number | null;
  publishedAt: Date;
  /** In display order: position on the listing, then id (soft-deleted tags included; the index keeps live ones). */
  tagIds: number[];
  areaIds: number[];
}

/**
 * Search queries over open listings. Pages over the items table alone (the filters are EXISTS
 * subqueries, so no join multiplies rows), then the service loads that page's cards by id; counts and
 * facets are GROUP BY queries over the same filtered listings (joined to their item_tags or item_areas;
 * names come from TagsService and MasterService). Plain
 * SQL on snake_case tables so MariaDB and the embedded SQLite run the very same statements (only the
 * keyword collation differs, see `lower`).
 */
@Injectable()
export class ItemSearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** LOWER(column) compared byte-wise (binaryLower). */
  private lower(column: string): string {
    return binaryLower(this.dataSource, column);
  }

  /** `SELECT i.id FROM items i WHERE <open> AND <filters>` (no order, no limit). */
  private filtered(filters: SearchFilters): SelectQueryBuilder<object> {
    const qb = this.dataSource.createQueryBuilder().select('i.id', 'id').from('items', 'i').where(openListingSql('i'), openListingParams());
    filters.words.forEach((word, n) => {
      const like = (column: string) => `${this.lower(column)} LIKE :kw${n} ESCAPE '!'`;
      const conditions = [like('i.name'), like('i.detail'), like('i.must_have_requirements'), like('i.nice_to_have_requirements'), like('i.area_detail')];
      // Tag terms and area names: the few matching ids were looked up once, so each row costs
      // primary-key probes only.
      const tagIds = filters.wordTagIds[n] ?? [];
      const areaIds = filters.wordAreaIds[n] ?? [];
      if (tagIds.length) conditions.push(`EXISTS (SELECT 1 FROM item_tags kit${n} WHERE kit${n}.item_id = i.id AND kit${n}.tag_id IN (:...kwt${n}))`);
      if (areaIds.length) conditions.push(`EXISTS (SELECT 1 FROM item_areas kia${n} WHERE kia${n}.item_id = i.id AND kia${n}.area_id IN (:...kwa${n}))`);
      qb.andWhere(`(${conditions.join(' OR ')})`, { [`kw${n}`]: likeContains(word), [`kwt${n}`]: tagIds, [`kwa${n}`]: areaIds });
    });
    filters.tagIds.forEach((tagId, n) => {
      qb.andWhere(`EXISTS (SELECT 1 FROM item_tags ft${n} WHERE ft${n}.item_id = i.id AND ft${n}.tag_id = :tag${n})`, { [`tag${n}`]: tagId });
    });
    if (filters.anyTagIds?.length) {
      qb.andWhere('EXISTS (SELECT 1 FROM item_tags fat WHERE fat.item_id = i.id AND fat.tag_id IN (:...anyTagIds))', { anyTagIds: filters.anyTagIds });
    }
    if (filters.areaIds.length) {
      qb.andWhere('EXISTS (SELECT 1 FROM item_areas fa WHERE fa.item_id = i.id AND fa.area_id IN (:...areaIds))', { areaIds: filters.areaIds });
    }
    if (filters.rateMinYen !== undefined || filters.rateMaxYen !== undefined) {
      // Ranges overlap: the listing's top ≥ the wanted minimum and its bottom ≤ the wanted maximum
      // (a listing with one bound stated counts as that single figure).
      const parts: string[] = [];
      if (filters.rateMinYen !== undefined) parts.push('COALESCE(i.rate_max, i.rate_min) >= :rateMinYen');
      if (filters.rateMaxYen !== undefined) parts.push('COALESCE(i.rate_min, i.rate_max) <= :rateMaxYen');
      const overlap = parts.join(' AND ');
      qb.andWhere(filters.includeNoRate ? `((${overlap}) OR (i.rate_min IS NULL AND i.rate_max IS NULL))` : `(${overlap})`, {
        rateMinYen: filters.rateMinYen,
        rateMaxYen: filters.rateMaxYen,
      });
    }
    if (filters.remoteLevels.length) qb.andWhere('i.remote_level IN (:...remoteLevels)', { remoteLevels: filters.remoteLevels });
    if (filters.weeklyDays !== undefined) qb.andWhere('i.weekly_days_min <= :weeklyDays', { weeklyDays: filters.weeklyDays });
    if (filters.contractTypeIds.length) qb.andWhere('i.contract_type_id IN (:...contractTypeIds)', { contractTypeIds: filters.contractTypeIds });
    if (filters.publishedSince) qb.andWhere('i.published_at >= :publishedSince', { publishedSince: filters.publishedSince });
    return qb;
  }

  /** One page of matching listing ids. `rate`: highest stated top rate first (no rate last), then newest. */
  async pageIds(filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<number[]> {
    const qb = this.filtered(filters);
    if (sort === 'rate') {
      // NULLs sort last in DESC order on both MariaDB and SQLite.
      qb.orderBy('i.rate_max', 'DESC').addOrderBy('i.published_at', 'DESC');
    } else {
      qb.orderBy('i.published_at', 'DESC');
    }
    qb.addOrderBy('i.id', 'DESC').offset(offset).limit(limit);
    return (await qb.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
  }

  /** One page of matching listing ids, best match first (match-ranking.ts), then newest. */
  async matchPageIds(filters: SearchFilters, ranking: MatchRanking, offset: number, limit: number): Promise<number[]> {
    const score = matchScoreSql('i', ranking);
    const qb = this.filtered(filters)
      .addSelect(`(${score.sql})`, 'match_score')
      .setParameters(score.params)
      .orderBy('match_score', 'DESC')
      .addOrderBy('i.published_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .offset(offset)
      .limit(limit);
    return (await qb.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
  }

  /** What the cards of a page say about their match: the member's skills and areas each listing carries, its rate and remote level. */
  async matchFacts(itemIds: number[], ranking: MatchRanking): Promise<Map<number, MatchFacts>> {
    const facts = new Map<number, MatchFacts>();
    if (itemIds.length === 0) return facts;
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(['i.id AS id', 'COALESCE(i.rate_max, i.rate_min) AS rate', 'i.remote_level AS remoteLevel'])
      .from('items', 'i')
      .where('i.id IN (:...itemIds)', { itemIds })
      .getRawMany<Raw>();
    for (const r of rows) facts.set(Number(r.id), { matchedTagIds: [], rateYen: r.rate === null ? null : Number(r.rate), remoteLevel: Number(r.remoteLevel), matchedAreaIds: [] });
    const tagIds = ranking.skills.map((s) => s.tagId);
    const [tags, areas] = await Promise.all([
      tagIds.length ? this.links('item_tags', { itemIds, ids: tagIds }) : [],
      ranking.areaIds.length ? this.links('item_areas', { itemIds, ids: ranking.areaIds }) : [],
    ]);
    for (const r of tags) facts.get(Number(r.itemId))?.matchedTagIds.push(Number(r.id));
    for (const r of areas) facts.get(Number(r.itemId))?.matchedAreaIds.push(Number(r.id));
    return facts;
  }

  /**
   * Total, remote / weekly-days / contract-type facets and the new count in one pass: counts grouped
   * by (remote level, minimum weekly days, contract type); the service sums them up. Grouped straight
   * over the filtered listings (no self-join), so without a keyword it reads IDX_items_open_facets only.
   */
  async stats(filters: SearchFilters, newSince: Date): Promise<SearchStatsRow[]> {
    const rows = await this.filtered(filters)
      .select('i.remote_level', 'remoteLevel')
      .addSelect('i.weekly_days_min', 'weeklyDaysMin')
      .addSelect('i.contract_type_id', 'contractTypeId')
      .addSelect('COUNT(*)', 'count')
      .addSelect('SUM(CASE WHEN i.published_at >= :newSince THEN 1 ELSE 0 END)', 'newCount')
      .setParameter('newSince', newSince)
      .groupBy('i.remote_level')
      .addGroupBy('i.weekly_days_min')
      .addGroupBy('i.contract_type_id')
      .getRawMany<Raw>();
    return rows.map((r) => ({
      remoteLevel: Number(r.remoteLevel),
      weeklyDaysMin: r.weeklyDaysMin === null ? null : Number(r.weeklyDaysMin),
      contractTypeId: r.contractTypeId === null ? null : Number(r.contractTypeId),
      count: Number(r.count),
      newCount: Number(r.newCount ?? 0),
    }));
  }

  /**
   * Tag ids most frequent among the matching listings, highest first (then lowest id), max `limit`, leaving
   * out `excludeTagIds` (the caller adds soft-deleted tags there: whether a tag is deleted is TagsService's).
   */
  async tagCounts(filters: SearchFilters, limit: number, excludeTagIds: number[] = []): Promise<CountRow[]> {
    const qb = this.filtered(filters)
      .select('it.tag_id', 'id')
      .addSelect('COUNT(*)', 'count')
      .innerJoin('item_tags', 'it', 'it.item_id = i.id')
      .groupBy('it.tag_id')
      .orderBy('count', 'DESC')
      .addOrderBy('it.tag_id', 'ASC')
      .limit(limit);
    if (excludeTagIds.length) qb.andWhere('it.tag_id NOT IN (:...excludeTagIds)', { excludeTagIds });
    return toCountRows(await qb.getRawMany<Raw>());
  }

  /** Area ids of the matching listings with their counts (display order: ItemSearchService, from MasterService). */
  async areaCounts(filters: SearchFilters): Promise<CountRow[]> {
    const rows = await this.filtered(filters)
      .select('ia.area_id', 'id')
      .addSelect('COUNT(*)', 'count')
      .innerJoin('item_areas', 'ia', 'ia.item_id = i.id')
      .groupBy('ia.area_id')
      .getRawMany<Raw>();
    return toCountRows(rows);
  }

  /**
   * Of `tagIds`, how many matching listings carry each (tags with none left out): the rankings' and the
   * popular-search block's counts per tag (a GROUP BY over item_tags (tag_id, item_id)).
   */
  async countsOfTags(filters: SearchFilters, tagIds: readonly number[]): Promise<CountRow[]> {
    if (tagIds.length === 0) return [];
    const rows = await this.filtered(filters)
      .select('it.tag_id', 'id')
      .addSelect('COUNT(*)', 'count')
      .innerJoin('item_tags', 'it', 'it.item_id = i.id')
      .andWhere('it.tag_id IN (:...countedTagIds)', { countedTagIds: tagIds })
      .groupBy('it.tag_id')
      .getRawMany<Raw>();
    return toCountRows(rows);
  }

  /**
   * The matching listings per rate figure, COALESCE(rate_max, rate_min); those stating no rate left out. The
   * top page's rated count and average rate, the skills by average rate and a tag's rate histogram are sums
   * over these rows.
   */
  async rateCounts(filters: SearchFilters): Promise<RateCountRow[]> {
    const rows = await this.filtered(filters)
      .select('COALESCE(i.rate_max, i.rate_min)', 'rate')
      .addSelect('COUNT(*)', 'count')
      .andWhere('COALESCE(i.rate_max, i.rate_min) IS NOT NULL')
      .groupBy('COALESCE(i.rate_max, i.rate_min)')
      .getRawMany<Raw>();
    return rows.map((r) => ({ rate: Number(r.rate), count: Number(r.count) }));
  }

  /** Matching listings stating rate_max, highest first, then highest id (the top page's high-rate ranking). */
  async highestRateIds(filters: SearchFilters, limit: number): Promise<number[]> {
    const rows = await this.filtered(filters)
      .andWhere('i.rate_max IS NOT NULL')
      .orderBy('i.rate_max', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit)
      .getRawMany<Raw>();
    return rows.map((r) => Number(r.id));
  }

  /** The `limit` highest ids among the matching listings, highest first, `excludeIds` left out (recommendation candidates). */
  async highestIds(filters: SearchFilters, limit: number, excludeIds: readonly number[] = []): Promise<number[]> {
    const qb = this.filtered(filters).orderBy('i.id', 'DESC').limit(limit);
    if (excludeIds.length) qb.andWhere('i.id NOT IN (:...excludedIds)', { excludedIds: excludeIds });
    return (await qb.getRawMany<Raw>()).map((r) => Number(r.id));
  }

  /**
   * Every published, not deleted listing with a publication date (a future date included: the index checks
   * it at query time) with its tag and area ids — what the catalog search index is built from: only the
   * listings `ids` when given (the index re-reading changed listings: an id left out is not searchable), or
   * those with ids in (`afterId`, `throughId`] (the build reads the catalog range by range to keep its memory
   * low; a primary-key range, not ORDER BY id LIMIT n, which MariaDB answered at 1,000,000 listings by sorting
   * every open listing for each page). With `state` 'ended': the ended, not deleted listings (that were
   * published) among `ids` instead — the tag pages' 募集終了 lists the index keeps (EndedListings).
   */
  async publishedListingRows(ids?: readonly number[], range?: { afterId: number; throughId: number }, state: 'published' | 'ended' = 'published'): Promise<PublishedListingRow[]> {
    if (ids && ids.length === 0) return [];
    const qb = this.dataSource
      .createQueryBuilder()
      .select([
        'i.id AS id',
        'i.name AS name',
        'i.detail AS detail',
        'i.must_have_requirements AS mustHave',
        'i.nice_to_have_requirements AS niceToHave',
        'i.area_detail AS areaDetail',
        'i.rate_detail AS rateDetail',
        'i.biz_category_id AS bizCategoryId',
        'i.remote_level AS remoteLevel',
        'i.contract_type_id AS contractTypeId',
        'i.weekly_days_min AS weeklyDaysMin',
        'i.weekly_days_max AS weeklyDaysMax',
        'i.rate_min AS rateMin',
        'i.rate_max AS rateMax',
        'i.published_at AS publishedAt',
      ])
      .from('items', 'i')
      .where(state === 'published' ? PUBLISHED_SQL : ENDED_WITH_DATE_SQL);
    if (ids) qb.andWhere('i.id IN (:...ids)', { ids });
    if (range) qb.andWhere('i.id > :afterId AND i.id <= :throughId', range);
    const items = await qb.getRawMany<Record<string, unknown>>();
    const rows = new Map<number, PublishedListingRow>();
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    for (const r of items) {
      rows.set(Number(r.id), {
        id: Number(r.id),
        name: String(r.name),
        detail: text(r.detail),
        mustHaveRequirements: text(r.mustHave),
        niceToHaveRequirements: text(r.niceToHave),
        areaDetail: text(r.areaDetail),
        rateDetail: String(r.rateDetail),
        bizCategoryId: num(r.bizCategoryId),
        remoteLevel: Number(r.remoteLevel),
        contractTypeId: num(r.contractTypeId),
        weeklyDaysMin: num(r.weeklyDaysMin),
        weeklyDaysMax: num(r.weeklyDaysMax),
        rateMin: num(r.rateMin),
        rateMax: num(r.rateMax),
        publishedAt: toDate(r.publishedAt),
        tagIds: [],
        areaIds: [],
      });
    }
    const only = ids || range ? { itemIds: [...rows.keys()], ids: null } : null;
    if (only && only.itemIds.length === 0) return [];
    const [tags, areas] = await Promise.all([this.links('item_tags', only), this.links('item_areas', only)]);
    // Display order, as the card query's (parseTags): position on the listing, then id.
    tags.sort((a, b) => Number(a.itemId) - Number(b.itemId) || Number(a.position ?? 0) - Number(b.position ?? 0) || Number(a.id) - Number(b.id));
    for (const t of tags) rows.get(Number(t.itemId))?.tagIds.push(Number(t.id));
    for (const a of areas) rows.get(Number(a.itemId))?.areaIds.push(Number(a.id));
    return [...rows.values()];
  }

  /** The highest listing id (0 without listings): where the index build's id ranges end. */
  async maxListingId(): Promise<number> {
    const row = await this.dataSource.createQueryBuilder().select('MAX(i.id)', 'id').from('items', 'i').getRawOne<Raw>();
    return Number(row?.id ?? 0);
  }

  /** The database's clock (the one items.updated_at is written by), to the second. */
  async databaseNow(): Promise<Date> {
    const [row] = (await this.dataSource.query('SELECT CURRENT_TIMESTAMP AS now')) as Raw[];
    return toDate(row.now);
  }

  /**
   * Ids of the listings (any state, soft-deleted ones too: a deletion is a write the index must see) written at
   * or after `since` (items.updated_at, indexed). Without withDeleted TypeORM adds `deleted_at IS NULL` to a
   * query from the entity's table, and a listing deleted by anything but ListingWriter stayed searchable until
   * the minute's full comparison.
   */
  async listingsWrittenSince(since: Date): Promise<number[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('i.id', 'id')
      .from('items', 'i')
      .withDeleted()
      .where('i.updated_at >= :since', { since })
      .getRawMany<Raw>();
    return rows.map((r) => Number(r.id));
  }

  /** Ids of the published, not deleted listings with a publication date (the search index's repair pass). */
  async publishedIds(): Promise<number[]> {
    const rows = await this.dataSource.createQueryBuilder().select('i.id', 'id').from('items', 'i').where(PUBLISHED_SQL).getRawMany<Raw>();
    return rows.map((r) => Number(r.id));
  }

  /** The tags (any, soft-deleted too) the listings `ids` carry, each once. */
  async tagIdsOfListings(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.links('item_tags', { itemIds: [...ids], ids: null });
    return [...new Set(rows.map((r) => Number(r.id)))];
  }

  /** Ids of the listings carrying any of the tags, whatever their status. */
  async itemIdsWithTags(tagIds: readonly number[]): Promise<number[]> {
    if (tagIds.length === 0) return [];
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('DISTINCT x.item_id', 'id')
      .from('item_tags', 'x')
      .where('x.tag_id IN (:...tagIds)', { tagIds })
      .getRawMany<Raw>();
    return rows.map((r) => Number(r.id));
  }

  /** (item id, tag or area id[, the tag's position on the listing]) rows of item_tags or item_areas, optionally only of some listings and some ids. */
  private links(table: 'item_tags' | 'item_areas', only: { itemIds: number[]; ids: number[] | null } | null = null): Promise<Raw[]> {
    const column = table === 'item_tags' ? 'tag_id' : 'area_id';
    const qb = this.dataSource.createQueryBuilder().select(['x.item_id AS itemId', `x.${column} AS id`]).from(table, 'x');
    if (table === 'item_tags') qb.addSelect('x.sort_order', 'position');
    if (only) qb.where('x.item_id IN (:...itemIds)', { itemIds: only.itemIds });
    if (only?.ids) qb.andWhere(`x.${column} IN (:...ids)`, { ids: only.ids });
    return qb.getRawMany<Raw>();
  }

  /** Whether the tag has at least one open listing. */
  async tagHasOpenItems(tagId: number): Promise<boolean> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('1', 'found')
      .from('item_tags', 'it')
      .innerJoin('items', 'i', `i.id = it.item_id AND ${openListingSql('i')}`, openListingParams())
      .where('it.tag_id = :tagId', { tagId })
      .limit(1)
      .getRawOne();
    return row !== undefined && row !== null;
  }

  /**
   * Per tag, its ended (not soft-deleted) listings, most recently ended first, then highest id (endedIds' order),
   * at most `limit` each: of the tags `tagIds`, or of every tag. One windowed query (350 ms for every tag at
   * 100,000 listings, 15,000 of them ended).
   */
  async endedIdsByTag(limit: number, tagIds?: readonly number[]): Promise<Map<number, number[]>> {
    const byTag = new Map<number, number[]>();
    if (tagIds && tagIds.length === 0) return byTag;
    const ranked = this.dataSource
      .createQueryBuilder()
      .select('it.tag_id', 'tagId')
      .addSelect('i.id', 'id')
      .addSelect('ROW_NUMBER() OVER (PARTITION BY it.tag_id ORDER BY i.ended_at DESC, i.id DESC)', 'n')
      .from('item_tags', 'it')
      .innerJoin('items', 'i', `i.id = it.item_id AND ${ENDED_SQL}`);
    if (tagIds) ranked.where('it.tag_id IN (:...tagIds)', { tagIds });
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('r.tagId', 'tagId')
      .addSelect('r.id', 'id')
      .from(`(${ranked.getQuery()})`, 'r')
      .where('r.n <= :limit', { limit })
      .orderBy('r.tagId')
      .addOrderBy('r.n')
      .setParameters(ranked.getParameters())
      .getRawMany<Raw>();
    for (const r of rows) {
      const ids = byTag.get(Number(r.tagId)) ?? [];
      ids.push(Number(r.id));
      byTag.set(Number(r.tagId), ids);
    }
    return byTag;
  }

  /** Of `ids`, those of ended, not deleted listings (the index's check that its kept 募集終了 lists still hold). */
  async endedAmong(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('i.id', 'id')
      .from('items', 'i')
      .where(ENDED_SQL)
      .andWhere('i.id IN (:...ids)', { ids })
      .getRawMany<Raw>();
    return rows.map((r) => Number(r.id));
  }

  /** Ended (not soft-deleted) listings, most recently ended first; of one tag when given. */
  async endedIds(limit: number, tagId?: number): Promise<number[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select('i.id', 'id')
      .from('items', 'i')
      .where(ENDED_SQL)
      .orderBy('i.ended_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit);
    if (tagId !== undefined) qb.andWhere('EXISTS (SELECT 1 FROM item_tags et WHERE et.item_id = i.id AND et.tag_id = :tagId)', { tagId });
    return (await qb.getRawMany<{ id: number | string }>()).map((r) => Number(r.id));
  }
}

const PUBLISHED_SQL = `i.status = ${ItemStatus.Published} AND i.deleted_at IS NULL AND i.published_at IS NOT NULL`;
/** Ended and not deleted: what the 募集終了 lists hold (endedIds, endedIdsByTag, endedAmong). */
const ENDED_SQL = `i.status = ${ItemStatus.Ended} AND i.deleted_at IS NULL`;
const ENDED_WITH_DATE_SQL = `${ENDED_SQL} AND i.published_at IS NOT NULL`;

/** A datetime column as read: a Date from mysql2, a UTC 'YYYY-MM-DD HH:MM:SS[.SSS]' string from SQLite. */
function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/^\d{4}-\d{2}-\d{2} /.test(text) ? `${text.replace(' ', 'T')}Z` : text);
}

function toCountRows(rows: Raw[]): CountRow[] {
  return rows.map((r) => ({ id: Number(r.id), count: Number(r.count) }));
}
