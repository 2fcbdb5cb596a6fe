import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { likeContains } from '../../common/text/search-keyword';
import { openListingParams, openListingSql } from '../items/open-listing';
import { TagEntity, type PopularGroup } from './entities/tag.entity';

export interface TagCountRow {
  id: number;
  term: string;
  count: number;
}

export interface CategorisedTagCountRow extends TagCountRow {
  categoryId: number;
  categoryName: string;
}

/** All tag queries. */
@Injectable()
export class TagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A tag that is not soft-deleted. */
  findTag(id: number): Promise<TagEntity | null> {
    return this.dataSource.getRepository(TagEntity).findOne({ where: { id } });
  }

  /** Tags (not soft-deleted) by id, in the order of `ids`. */
  async findByIds(ids: number[]): Promise<{ id: number; term: string }[]> {
    if (ids.length === 0) return [];
    const tags = await this.dataSource.getRepository(TagEntity).find({ where: { id: In(ids) }, select: { id: true, term: true } });
    const byId = new Map(tags.map((t) => [t.id, t]));
    return ids.flatMap((id) => (byId.has(id) ? [{ id, term: byId.get(id)!.term }] : []));
  }

  /** Tags of the popular-search block (optionally only some groups), in popularOrder then id order; open listings or not. */
  async findPopularTags(groups?: readonly PopularGroup[]): Promise<{ id: number; term: string; group: PopularGroup }[]> {
    const tags = await this.dataSource.getRepository(TagEntity).find({
      where: { popularGroup: groups ? In([...groups]) : Not(IsNull()) },
      select: { id: true, term: true, popularGroup: true, popularOrder: true },
      order: { popularOrder: 'ASC', id: 'ASC' },
    });
    return tags.map((t) => ({ id: t.id, term: t.term, group: t.popularGroup! }));
  }

  /**
   * Open-listing counts per tag with the tag's (not deleted) category, highest first. With `coTagId`,
   * counts among the open listings carrying that tag, leaving the tag itself out.
   */
  async countByCategory(coTagId?: number): Promise<CategorisedTagCountRow[]> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select('t.id', 'id')
      .addSelect('t.term', 'term')
      .addSelect('c.id', 'categoryId')
      .addSelect('c.name', 'categoryName')
      .addSelect('COUNT(*)', 'count')
      .from('item_tags', 'it')
      .innerJoin('items', 'i', `i.id = it.item_id AND ${openListingSql('i')}`, openListingParams())
      .innerJoin('tags', 't', 't.id = it.tag_id AND t.deleted_at IS NULL')
      .innerJoin('tag_categories', 'c', 'c.id = t.tag_category_id AND c.deleted_at IS NULL')
      .groupBy('t.id')
      .addGroupBy('t.term')
      .addGroupBy('c.id')
      .addGroupBy('c.name')
      .addGroupBy('c.sort_order')
      .orderBy('c.sort_order', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .addOrderBy('count', 'DESC')
      .addOrderBy('t.id', 'ASC');
    if (coTagId !== undefined) {
      qb.andWhere('EXISTS (SELECT 1 FROM item_tags co WHERE co.item_id = it.item_id AND co.tag_id = :coTagId)', { coTagId }).andWhere(
        't.id <> :coTagId',
      );
    }
    const rows = await qb.getRawMany<Record<keyof CategorisedTagCountRow, string | number>>();
    return rows.map((r) => ({
      id: Number(r.id),
      term: String(r.term),
      categoryId: Number(r.categoryId),
      categoryName: String(r.categoryName),
      count: Number(r.count),
    }));
  }

  /** Tags whose term contains every word (folded, lower-cased), prefix matches first, max `limit`. */
  async suggest(words: string[], limit: number): Promise<{ id: number; term: string }[]> {
    const lowerTerm = this.dataSource.options.type === 'better-sqlite3' ? 'LOWER(t.term)' : 'LOWER(t.term) COLLATE utf8mb4_bin';
    const qb = this.dataSource
      .createQueryBuilder()
      .select('t.id', 'id')
      .addSelect('t.term', 'term')
      .addSelect(`CASE WHEN ${lowerTerm} LIKE :prefix ESCAPE '!' THEN 0 ELSE 1 END`, 'rank')
      .from('tags', 't')
      .where('t.deleted_at IS NULL')
      .setParameter('prefix', `${likeContains(words[0]).slice(1)}`)
      .orderBy('rank', 'ASC')
      .addOrderBy('LENGTH(t.term)', 'ASC')
      .addOrderBy('t.term', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .limit(limit);
    words.forEach((word, index) => qb.andWhere(`${lowerTerm} LIKE :w${index} ESCAPE '!'`, { [`w${index}`]: likeContains(word) }));
    const rows = await qb.getRawMany<{ id: number | string; term: string }>();
    return rows.map((r) => ({ id: Number(r.id), term: r.term }));
  }

  /**
   * Tags listed in the popular-search block, by group then position; a tag with no open listing right
   * now is left out, so the block and the mega-menu never lead to an empty page.
   */
  findPopular(): Promise<TagEntity[]> {
    return this.dataSource
      .getRepository(TagEntity)
      .createQueryBuilder('t')
      .where('t.popularGroup IS NOT NULL')
      .andWhere(`EXISTS (SELECT 1 FROM item_tags pit INNER JOIN items i ON i.id = pit.item_id AND ${openListingSql('i')} WHERE pit.tag_id = t.id)`, openListingParams())
      .orderBy('t.popularOrder', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
  }
}
