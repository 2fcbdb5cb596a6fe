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
    const items = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .leftJoinAndSelect('item.areas', 'area')
      .leftJoinAndSelect('item.bizCategory', 'bizCategory')
      .where('item.status = :status', { status: ItemStatus.Published })
      .andWhere('item.publishedAt IS NOT NULL')
      .orderBy('item.publishedAt', 'DESC')
      .addOrderBy('item.id', 'DESC')
      .addOrderBy('area.sortOrder', 'ASC')
      .take(limit)
      .getMany();
    const tags = await this.tagsOf(items.map((i) => i.id));
    return items.map((item) => ({ item, tags: (tags.get(item.id) ?? []).slice(0, tagLimit) }));
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
