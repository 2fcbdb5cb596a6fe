import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { detailPreview } from './card-text';
import { ItemEntity } from './entities/item.entity';
import { listingLinksSql, parseAreaIds, parseTags } from './listing-links-sql';

/** What a listing card shows: a slice of the listing, not the whole entity (see findCardItems). */
export type CardItem = Pick<
  ItemEntity,
  'id' | 'name' | 'rateDetail' | 'areaDetail' | 'mustHaveRequirements' | 'detail' | 'publishedAt' | 'status' | 'remoteLevel' | 'weeklyDaysMin' | 'weeklyDaysMax'
> & {
  areas: { id: number; name: string }[];
  bizCategory: { name: string } | null;
};

/** Cards need the start of the detail only (ItemsService shortens it to 120 characters). */
export const CARD_DETAIL_CHARS = 121;

export interface ItemCardRow {
  item: CardItem;
  tags: { id: number; term: string }[];
  /** All the listing's (not-deleted) tags, for the card's 「+N」 beyond the first `tagLimit`. */
  tagCount: number;
}

/**
 * A card as this module's tables hold it: the listing's columns with the ids of its industry, areas and
 * tags (tags in display order). ItemsService names them through MasterService and TagsService.
 */
export interface CardIdsRow {
  item: Omit<CardItem, 'areas' | 'bizCategory'>;
  bizCategoryId: number | null;
  areaIds: number[];
  /** The listing's tags (not soft-deleted) in display order (position on the listing, then id). */
  tags: { id: number; term: string }[];
}

interface RawCardRow {
  id: number | string;
  name: string;
  rateDetail: string;
  areaDetail: string;
  mustHaveRequirements: string;
  detail: string;
  publishedAt: Date | string | null;
  status: number | string;
  remoteLevel: number | string;
  weeklyDaysMin: number | string | null;
  weeklyDaysMax: number | string | null;
  bizCategoryId: number | string | null;
  /** JSON array of area ids, or null (MariaDB) / '[]' (SQLite) without areas. */
  areasJson: string | null;
  /** JSON array of {id, term, s: position on the listing}, not-deleted tags only. */
  tagsJson: string | null;
}

/** Listing cards and a listing's tags by listing id (which listings, in which order: CatalogSearch or the caller). */
@Injectable()
export class ItemsRepository {
  /** The card query's SQL per number of ids (a page has 10–50): built by the query builder once, not per page. */
  private readonly cardSqlByCount = new Map<number, string>();

  constructor(private readonly dataSource: DataSource) {}

  /** The listing's tag ids in display order (position on the listing, then id); soft-deleted tags included. */
  async tagIdsOf(itemId: number): Promise<number[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('it.tag_id', 'id')
      .from('item_tags', 'it')
      .where('it.item_id = :itemId', { itemId })
      .orderBy('it.sort_order', 'ASC')
      .addOrderBy('it.tag_id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /** Cards for the given listing ids (any status, not soft-deleted), in the order of `ids`. */
  async findCards(ids: number[]): Promise<CardIdsRow[]> {
    if (ids.length === 0) return [];
    const rows: RawCardRow[] = await this.dataSource.query(this.cardSql(ids.length), ids);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.toCardRow(row)] : [];
    });
  }

  /**
   * The SQL of findCards for `count` ids, one placeholder per id. Building it with the query builder cost more
   * CPU than the rest of the card path (profile of the search mix, issue 14), so it is built once per count.
   */
  private cardSql(count: number): string {
    let sql = this.cardSqlByCount.get(count);
    if (sql === undefined) {
      const placeholders = Array.from({ length: count }, (_, i) => i);
      [sql] = this.cardQuery().where('i.id IN (:...ids)', { ids: placeholders }).andWhere('i.deleted_at IS NULL').getQueryAndParameters();
      // Any page size is a handful of counts; a larger id list (a long "recently viewed" list) is kept too, up to a bound.
      if (this.cardSqlByCount.size < 256) this.cardSqlByCount.set(count, sql);
    }
    return sql;
  }

  /**
   * The card's columns only, with its area ids and tags as JSON arrays (listingLinksSql): one round trip per
   * card page (area and industry names: ItemsService). Whole entities (long texts, hydration, joins
   * multiplying rows) and then separate area and tag queries made card pages the slowest part of every
   * listing endpoint (bench/).
   */
  private cardQuery() {
    const links = listingLinksSql(this.dataSource, 'i');
    return this.dataSource
      .createQueryBuilder()
      .select('i.id', 'id')
      .addSelect('i.name', 'name')
      .addSelect('i.rate_detail', 'rateDetail')
      .addSelect('i.area_detail', 'areaDetail')
      .addSelect('i.must_have_requirements', 'mustHaveRequirements')
      .addSelect(`SUBSTR(i.detail, 1, ${CARD_DETAIL_CHARS})`, 'detail')
      .addSelect('i.published_at', 'publishedAt')
      .addSelect('i.status', 'status')
      .addSelect('i.remote_level', 'remoteLevel')
      .addSelect('i.weekly_days_min', 'weeklyDaysMin')
      .addSelect('i.weekly_days_max', 'weeklyDaysMax')
      .addSelect('i.biz_category_id', 'bizCategoryId')
      .addSelect(links.areaIdsJson, 'areasJson')
      .addSelect(links.tagsJson, 'tagsJson')
      .from('items', 'i');
  }

  /** Dates come back in each driver's own form; the driver converts them as it does for entities. Looked up once. */
  private get publishedAtColumn(): ColumnMetadata {
    this.publishedAtMetadata ??= this.dataSource.getMetadata(ItemEntity).findColumnWithPropertyName('publishedAt')!;
    return this.publishedAtMetadata;
  }

  private publishedAtMetadata?: ColumnMetadata;

  private toCardRow(row: RawCardRow): CardIdsRow {
    return {
      item: {
        id: Number(row.id),
        name: row.name,
        rateDetail: row.rateDetail,
        areaDetail: row.areaDetail,
        mustHaveRequirements: row.mustHaveRequirements,
        // As the card shows it (the search index keeps no more of it).
        detail: detailPreview(row.detail),
        publishedAt: row.publishedAt == null ? null : this.dataSource.driver.prepareHydratedValue(row.publishedAt, this.publishedAtColumn),
        status: Number(row.status) as ItemEntity['status'],
        remoteLevel: Number(row.remoteLevel) as ItemEntity['remoteLevel'],
        weeklyDaysMin: row.weeklyDaysMin == null ? null : Number(row.weeklyDaysMin),
        weeklyDaysMax: row.weeklyDaysMax == null ? null : Number(row.weeklyDaysMax),
      },
      bizCategoryId: row.bizCategoryId == null ? null : Number(row.bizCategoryId),
      areaIds: parseAreaIds(row.areasJson),
      tags: parseTags(row.tagsJson),
    };
  }
}
