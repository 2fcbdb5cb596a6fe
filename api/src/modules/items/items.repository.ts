import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ItemEntity, ItemStatus } from './entities/item.entity';

/** What a listing card shows: a slice of the listing, not the whole entity (see findCardItems). */
export type CardItem = Pick<ItemEntity, 'id' | 'name' | 'rateDetail' | 'areaDetail' | 'mustHaveRequirements' | 'detail' | 'publishedAt' | 'status'> & {
  areas: { id: number; name: string }[];
  bizCategory: { name: string } | null;
};

/** Cards need the start of the detail only (ItemsService shortens it to 120 characters). */
export const CARD_DETAIL_CHARS = 121;

export interface ItemCardRow {
  item: CardItem;
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
  bizCategoryName: string | null;
}

/** All listing queries. */
@Injectable()
export class ItemsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest published listings with areas, industry and their first `tagLimit` tags in display order. */
  async findNewestPublished(limit: number, tagLimit: number): Promise<ItemCardRow[]> {
    // Page over the items table alone (index status, published_at), then load the page's relations:
    // `take` over a joined query makes TypeORM rank DISTINCT ids over every joined row, which was
    // ~1 s at 5,000 listings (see bench/).
    const ids = (
      await this.dataSource
        .getRepository(ItemEntity)
        .createQueryBuilder('item')
        .select('item.id', 'id')
        .where('item.status = :status', { status: ItemStatus.Published })
        .andWhere('item.publishedAt IS NOT NULL')
        .orderBy('item.publishedAt', 'DESC')
        .addOrderBy('item.id', 'DESC')
        .limit(limit)
        .getRawMany<{ id: number | string }>()
    ).map((row) => Number(row.id));
    const [items, tags] = await Promise.all([this.findCardItems(ids), this.tagsOf(ids)]);
    return items.map((item) => ({ item, tags: (tags.get(item.id) ?? []).slice(0, tagLimit) }));
  }

  /** Cards for the given listing ids (any status, not soft-deleted), in the order of `ids`. */
  async findCards(ids: number[], tagLimit: number): Promise<ItemCardRow[]> {
    const [items, tags] = await Promise.all([this.findCardItems(ids), this.tagsOf(ids)]);
    return items.map((item) => ({ item, tags: (tags.get(item.id) ?? []).slice(0, tagLimit) }));
  }

  /**
   * The listings with the given ids, with areas and industry, in the order of `ids`.
   * Raw rows with only the card's columns: whole entities (long texts, hydration, areas joined
   * row-multiplied) made card pages the slowest part of every listing endpoint (see bench/).
   */
  private async findCardItems(ids: number[]): Promise<CardItem[]> {
    if (ids.length === 0) return [];
    const [rows, areas] = await Promise.all([
      this.dataSource
        .createQueryBuilder()
        .select('i.id', 'id')
        .addSelect('i.name', 'name')
        .addSelect('i.rate_detail', 'rateDetail')
        .addSelect('i.area_detail', 'areaDetail')
        .addSelect('i.must_have_requirements', 'mustHaveRequirements')
        .addSelect(`SUBSTR(i.detail, 1, ${CARD_DETAIL_CHARS})`, 'detail')
        .addSelect('i.published_at', 'publishedAt')
        .addSelect('i.status', 'status')
        .addSelect('b.name', 'bizCategoryName')
        .from('items', 'i')
        .leftJoin('biz_categories', 'b', 'b.id = i.biz_category_id')
        .where('i.id IN (:...ids)', { ids })
        .andWhere('i.deleted_at IS NULL')
        .getRawMany<RawCardRow>(),
      this.dataSource
        .createQueryBuilder()
        .select('ia.item_id', 'itemId')
        .addSelect('a.id', 'id')
        .addSelect('a.name', 'name')
        .from('item_areas', 'ia')
        .innerJoin('areas', 'a', 'a.id = ia.area_id')
        .where('ia.item_id IN (:...ids)', { ids })
        .orderBy('a.sort_order', 'ASC')
        .addOrderBy('a.id', 'ASC')
        .getRawMany<{ itemId: number | string; id: number | string; name: string }>(),
    ]);
    const areasByItem = new Map<number, { id: number; name: string }[]>();
    for (const area of areas) {
      const list = areasByItem.get(Number(area.itemId)) ?? [];
      list.push({ id: Number(area.id), name: area.name });
      areasByItem.set(Number(area.itemId), list);
    }
    // Dates come back in each driver's own form; let the driver convert them as it does for entities.
    const publishedAtColumn = this.dataSource.getMetadata(ItemEntity).findColumnWithPropertyName('publishedAt')!;
    const byId = new Map<number, CardItem>();
    for (const row of rows) {
      const id = Number(row.id);
      byId.set(id, {
        id,
        name: row.name,
        rateDetail: row.rateDetail,
        areaDetail: row.areaDetail,
        mustHaveRequirements: row.mustHaveRequirements,
        detail: row.detail,
        publishedAt: row.publishedAt == null ? null : this.dataSource.driver.prepareHydratedValue(row.publishedAt, publishedAtColumn),
        status: Number(row.status) as ItemEntity['status'],
        areas: areasByItem.get(id) ?? [],
        bizCategory: row.bizCategoryName == null ? null : { name: row.bizCategoryName },
      });
    }
    return ids.map((id) => byId.get(id)).filter((item): item is CardItem => item !== undefined);
  }

  private async tagsOf(itemIds: number[]): Promise<Map<number, { id: number; term: string }[]>> {
    const byItem = new Map<number, { id: number; term: string }[]>();
    if (itemIds.length === 0) return byItem;
    // Raw rows: hydrating ~7 link + tag entities per card was a visible share of a search page's CPU.
    const links = await this.dataSource
      .createQueryBuilder()
      .select('it.item_id', 'itemId')
      .addSelect('t.id', 'id')
      .addSelect('t.term', 'term')
      .from('item_tags', 'it')
      .innerJoin('tags', 't', 't.id = it.tag_id AND t.deleted_at IS NULL') // soft-deleted tags left out
      .where('it.item_id IN (:...itemIds)', { itemIds })
      .orderBy('it.item_id', 'ASC')
      .addOrderBy('it.sort_order', 'ASC')
      .addOrderBy('it.tag_id', 'ASC')
      .getRawMany<{ itemId: number | string; id: number | string; term: string }>();
    for (const link of links) {
      const itemId = Number(link.itemId);
      const list = byItem.get(itemId) ?? [];
      list.push({ id: Number(link.id), term: link.term });
      byItem.set(itemId, list);
    }
    return byItem;
  }
}
