import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { entityRecordStore, supportsRowLocks } from '../../common/admin-resource';
import { TagCategoryEntity } from './entities/tag-category.entity';
import { type PopularGroup, TagEntity } from './entities/tag.entity';
import { sameTagName } from './tag-names';

/** MariaDB locks rows; the embedded SQLite has one writer at a time, so its writes never interleave. */

/**
 * The statements of the tag writers (TagWriter, TagCategoryWriter), each inside the writer's transaction.
 *
 * Names are unique among live tags (and live categories) as a keyword compares them (sameTagName). On MariaDB the
 * holders of a name are read with a locking read of the rows equal under the column's collation
 * (utf8mb4_unicode_ci: case-, width- and kana-width-insensitive, so it finds every folded-equal name and a few
 * more, which the fold then leaves out); the lock and its gap lock make a second writer of the same name wait for
 * the first to commit and then see its row, so two concurrent saves of one new name cannot both pass.
 */
@Injectable()
export class TagRecordsRepository {
  /** The admin-resource toolkit's statements on `tags` and `tag_categories`. */
  readonly tags = entityRecordStore(TagEntity);
  readonly categories = entityRecordStore(TagCategoryEntity);

  constructor(private readonly dataSource: DataSource) {}

  /** A live tag other than `exceptId` named `term` (folded), or null. */
  async liveTagNamed(manager: EntityManager, term: string, exceptId?: number): Promise<TagEntity | null> {
    const qb = manager.getRepository(TagEntity).createQueryBuilder('tag').where('tag.deletedAt IS NULL');
    if (supportsRowLocks(manager)) qb.andWhere('tag.term = :term', { term }).setLock('pessimistic_write');
    const rows = await qb.orderBy('tag.id', 'ASC').getMany();
    return rows.find((row) => row.id !== exceptId && sameTagName(row.term, term)) ?? null;
  }

  /** A live category other than `exceptId` named `name` (folded), or null. */
  async liveCategoryNamed(manager: EntityManager, name: string, exceptId?: number): Promise<TagCategoryEntity | null> {
    const qb = manager.getRepository(TagCategoryEntity).createQueryBuilder('category').where('category.deletedAt IS NULL');
    if (supportsRowLocks(manager)) qb.andWhere('category.name = :name', { name }).setLock('pessimistic_write');
    const rows = await qb.orderBy('category.id', 'ASC').getMany();
    return rows.find((row) => row.id !== exceptId && sameTagName(row.name, name)) ?? null;
  }

  /**
   * The category, deleted or not, locked until the transaction ends: a category being deleted waits for a tag
   * write that puts a tag in it (and then refuses), or that write waits and finds it deleted.
   */
  async lockCategory(manager: EntityManager, id: number): Promise<TagCategoryEntity | null> {
    return (await this.categories.lock(manager, [id]))[0] ?? null;
  }

  /** How many live tags each category holds (those with none left out), read with a lock on those tags. */
  async liveTagCounts(manager: EntityManager, categoryIds: readonly number[]): Promise<Map<number, number>> {
    if (categoryIds.length === 0) return new Map();
    const qb = manager
      .getRepository(TagEntity)
      .createQueryBuilder('tag')
      .select(['tag.id', 'tag.tagCategoryId'])
      .where('tag.tagCategoryId IN (:...categoryIds)', { categoryIds })
      .andWhere('tag.deletedAt IS NULL');
    if (supportsRowLocks(manager)) qb.setLock('pessimistic_write');
    const counts = new Map<number, number>();
    for (const tag of await qb.getMany()) counts.set(tag.tagCategoryId!, (counts.get(tag.tagCategoryId!) ?? 0) + 1);
    return counts;
  }

  /** Ids of every tag in the category, deleted ones too (a category merge moves them all). */
  async tagIdsInCategory(manager: EntityManager, categoryId: number): Promise<number[]> {
    const tags = await manager.getRepository(TagEntity).find({ where: { tagCategoryId: categoryId }, withDeleted: true, select: { id: true }, order: { id: 'ASC' } });
    return tags.map((tag) => tag.id);
  }

  /** Moves every tag of a category to another (version + 1 each: an open edit form of one of them is stale now). */
  async moveTagsToCategory(manager: EntityManager, fromCategoryId: number, intoCategoryId: number): Promise<void> {
    await manager.createQueryBuilder().update(TagEntity).set({ tagCategoryId: intoCategoryId }).where('tag_category_id = :fromCategoryId', { fromCategoryId }).execute();
  }

  /** Tags merged earlier into `fromTagId` point on to `intoTagId`, so every merged page redirects in one hop. */
  async repointMerged(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<void> {
    await manager.createQueryBuilder().update(TagEntity).set({ mergedIntoTagId: intoTagId }).where('merged_into_tag_id = :fromTagId', { fromTagId }).execute();
  }

  /** The last position in a popular-search group (null when the group is empty). */
  async lastPopularOrder(group: PopularGroup): Promise<number | null> {
    const row = await this.dataSource
      .getRepository(TagEntity)
      .createQueryBuilder('tag')
      .select('MAX(tag.popularOrder)', 'last')
      .where('tag.popularGroup = :group', { group })
      .andWhere('tag.deletedAt IS NULL')
      .getRawOne<{ last: number | string | null }>();
    return row?.last === null || row?.last === undefined ? null : Number(row.last);
  }

  /** The last category position (null when there is none). */
  async lastCategorySortOrder(): Promise<number | null> {
    const row = await this.dataSource
      .getRepository(TagCategoryEntity)
      .createQueryBuilder('category')
      .select('MAX(category.sortOrder)', 'last')
      .where('category.deletedAt IS NULL')
      .getRawOne<{ last: number | string | null }>();
    return row?.last === null || row?.last === undefined ? null : Number(row.last);
  }

  /** Live tags by id (the target of a merged tag, for messages). */
  async liveTags(ids: readonly number[]): Promise<TagEntity[]> {
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(TagEntity).find({ where: { id: In([...ids]), deletedAt: IsNull() } });
  }
}
