import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { ItemEntity } from './entities/item.entity';
import { openListingParams, openListingSql } from './open-listing';

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
  bizCategoryName: string | null;
  /** JSON array of {id, name, s: sort order}, or null (MariaDB) / '[]' (SQLite) without areas. */
  areasJson: string | null;
  /** JSON array of {id, term, s: position on the listing}, not-deleted tags only. */
  tagsJson: string | null;
}

type JsonLink = { id: number; s: number | null };

/** A JSON array column in display order: by `s`, then id (sorted here, not in SQL: MySQL 8's JSON_ARRAYAGG has no ORDER BY). */
function parseLinks<T extends JsonLink>(json: string | null): T[] {
  if (!json) return [];
  const list = (typeof json === 'string' ? JSON.parse(json) : json) as T[];
  return list.sort((a, b) => (a.s ?? 0) - (b.s ?? 0) || a.id - b.id);
}

/** All listing queries. */
@Injectable()
export class ItemsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest open listings with areas, industry and their first `tagLimit` tags in display order. */
  async findNewestPublished(limit: number, tagLimit: number): Promise<ItemCardRow[]> {
    // One query: the page over the index (status, published_at) with the card columns, areas and tags.
    const rows = await this.cardQuery()
      .where(openListingSql('i'), openListingParams())
      .orderBy('i.published_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit)
      .getRawMany<RawCardRow>();
    return rows.map((row) => this.toCardRow(row, tagLimit));
  }

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
  async findCards(ids: number[], tagLimit: number): Promise<ItemCardRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.cardQuery().where('i.id IN (:...ids)', { ids }).andWhere('i.deleted_at IS NULL').getRawMany<RawCardRow>();
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.toCardRow(row, tagLimit)] : [];
    });
  }

  /**
   * The card's columns only, with its areas and tags as JSON arrays from correlated subqueries: one
   * round trip per card page. Whole entities (long texts, hydration, joins multiplying rows) and then
   * separate area and tag queries made card pages the slowest part of every listing endpoint (bench/).
   */
  private cardQuery() {
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    const arrayAgg = sqlite ? 'json_group_array' : 'JSON_ARRAYAGG';
    const object = sqlite ? 'json_object' : 'JSON_OBJECT';
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
      .addSelect('b.name', 'bizCategoryName')
      .addSelect(
        `(SELECT ${arrayAgg}(${object}('id', a.id, 'name', a.name, 's', a.sort_order)) FROM item_areas ia INNER JOIN areas a ON a.id = ia.area_id WHERE ia.item_id = i.id)`,
        'areasJson',
      )
      .addSelect(
        // Soft-deleted tags left out.
        `(SELECT ${arrayAgg}(${object}('id', t.id, 'term', t.term, 's', it.sort_order)) FROM item_tags it INNER JOIN tags t ON t.id = it.tag_id AND t.deleted_at IS NULL WHERE it.item_id = i.id)`,
        'tagsJson',
      )
      .from('items', 'i')
      .leftJoin('biz_categories', 'b', 'b.id = i.biz_category_id');
  }

  /** Dates come back in each driver's own form; the driver converts them as it does for entities. Looked up once. */
  private get publishedAtColumn(): ColumnMetadata {
    this.publishedAtMetadata ??= this.dataSource.getMetadata(ItemEntity).findColumnWithPropertyName('publishedAt')!;
    return this.publishedAtMetadata;
  }

  private publishedAtMetadata?: ColumnMetadata;

  private toCardRow(row: RawCardRow, tagLimit: number): ItemCardRow {
    const item: CardItem = {
      id: Number(row.id),
      name: row.name,
      rateDetail: row.rateDetail,
      areaDetail: row.areaDetail,
      mustHaveRequirements: row.mustHaveRequirements,
      detail: row.detail,
      publishedAt: row.publishedAt == null ? null : this.dataSource.driver.prepareHydratedValue(row.publishedAt, this.publishedAtColumn),
      status: Number(row.status) as ItemEntity['status'],
      remoteLevel: Number(row.remoteLevel) as ItemEntity['remoteLevel'],
      weeklyDaysMin: row.weeklyDaysMin == null ? null : Number(row.weeklyDaysMin),
      weeklyDaysMax: row.weeklyDaysMax == null ? null : Number(row.weeklyDaysMax),
      areas: parseLinks<JsonLink & { name: string }>(row.areasJson).map((a) => ({ id: a.id, name: a.name })),
      bizCategory: row.bizCategoryName == null ? null : { name: row.bizCategoryName },
    };
    const allTags = parseLinks<JsonLink & { term: string }>(row.tagsJson);
    const tags = allTags.slice(0, tagLimit).map((t) => ({ id: t.id, term: t.term }));
    return { item, tags, tagCount: allTags.length };
  }
}
