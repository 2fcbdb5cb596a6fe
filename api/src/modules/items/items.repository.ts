import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ItemEntity, ItemStatus } from './entities/item.entity';

export interface ItemCardRow {
  item: ItemEntity;
  tags: { id: number; term: string }[];
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

  /** The listings with the given ids, with areas and industry, in the order of `ids`. */
  private async findCardItems(ids: number[]): Promise<ItemEntity[]> {
    if (ids.length === 0) return [];
    const items = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .leftJoinAndSelect('item.areas', 'area')
      .leftJoinAndSelect('item.bizCategory', 'bizCategory')
      .where('item.id IN (:...ids)', { ids })
      .orderBy('area.sortOrder', 'ASC')
      .getMany();
    const byId = new Map(items.map((item) => [item.id, item]));
    return ids.map((id) => byId.get(id)).filter((item): item is ItemEntity => item !== undefined);
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
