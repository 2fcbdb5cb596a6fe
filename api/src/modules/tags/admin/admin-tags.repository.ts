import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { TagCategoryEntity } from '../entities/tag-category.entity';
import { TagEntity } from '../entities/tag.entity';

/** Every column a staff list shows (not the HTML copy, which only the detail needs). */
const LIST_COLUMNS = {
  id: true,
  term: true,
  aliases: true,
  tagCategoryId: true,
  popularGroup: true,
  popularOrder: true,
  isPickup: true,
  isSpecial: true,
  mergedIntoTagId: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  deletedAt: true,
} as const;

/** Tags and tag categories as the back office reads them (item/tag/*, item/tag/category/*). */
@Injectable()
export class AdminTagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Live tags (`deleted: false`), deleted ones (`true`) or both (absent), optionally of one category. */
  tags(filter: { deleted?: boolean; categoryId?: number }): Promise<TagEntity[]> {
    return this.dataSource.getRepository(TagEntity).find({
      select: LIST_COLUMNS,
      where: {
        ...(filter.deleted === undefined ? {} : { deletedAt: filter.deleted ? Not(IsNull()) : IsNull() }),
        ...(filter.categoryId ? { tagCategoryId: filter.categoryId } : {}),
      },
      withDeleted: true,
    });
  }

  /** One tag, deleted or not. */
  tag(id: number): Promise<TagEntity | null> {
    return this.dataSource.getRepository(TagEntity).findOne({ where: { id }, withDeleted: true });
  }

  /** Terms of tags by id, deleted ones too (the targets of merged tags). */
  async terms(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(TagEntity).find({ select: { id: true, term: true }, where: { id: In([...new Set(ids)]) }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row.term]));
  }

  /** Every category, deleted ones too (a tag shows its category's name even when that was deleted). */
  categories(): Promise<TagCategoryEntity[]> {
    return this.dataSource.getRepository(TagCategoryEntity).find({ withDeleted: true, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  category(id: number): Promise<TagCategoryEntity | null> {
    return this.dataSource.getRepository(TagCategoryEntity).findOne({ where: { id }, withDeleted: true });
  }

  /** Live tags per category (categories without any left out). */
  async liveTagCountsByCategory(): Promise<Map<number, number>> {
    const rows = await this.dataSource
      .getRepository(TagEntity)
      .createQueryBuilder('tag')
      .select('tag.tagCategoryId', 'id')
      .addSelect('COUNT(*)', 'n')
      .where('tag.tagCategoryId IS NOT NULL')
      .groupBy('tag.tagCategoryId')
      .getRawMany<{ id: number | string; n: number | string }>();
    return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
  }
}
