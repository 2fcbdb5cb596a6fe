import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ItemTagEntity } from './entities/item-tag.entity';
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
    const items = await this.findCardItems(ids);
    const tags = await this.tagsOf(ids);
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
    const links = await this.dataSource.getRepository(ItemTagEntity).find({
      where: { itemId: In(itemIds) },
      relations: { tag: true },
      order: { itemId: 'ASC', sortOrder: 'ASC', tagId: 'ASC' },
    });
    for (const link of links) {
      if (!link.tag) continue; // soft-deleted tag
      const list = byItem.get(link.itemId) ?? [];
      list.push({ id: link.tag.id, term: link.tag.term });
      byItem.set(link.itemId, list);
    }
    return byItem;
  }
}
