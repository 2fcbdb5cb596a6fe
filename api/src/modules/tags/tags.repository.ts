import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { likeContains } from '../../common/text/search-keyword';
import { TagEntity, type PopularGroup } from './entities/tag.entity';
import { binaryLower } from '../../database/binary-lower';

export interface CategorisedTagRow {
  id: number;
  term: string;
  categoryId: number;
  categoryName: string;
  categorySortOrder: number;
}

/** All tag queries. */
@Injectable()
export class TagsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A tag that is not soft-deleted. */
  findTag(id: number): Promise<TagEntity | null> {
    return this.dataSource.getRepository(TagEntity).findOne({ where: { id } });
  }

  /** A tag, soft-deleted or not (a merged tag's forwarding address). */
  findTagWithDeleted(id: number): Promise<TagEntity | null> {
    return this.dataSource.getRepository(TagEntity).findOne({ where: { id }, withDeleted: true });
  }

  /** Tags (not soft-deleted) by id, in the order of `ids`. */
  async findByIds(ids: number[]): Promise<{ id: number; term: string }[]> {
    if (ids.length === 0) return [];
    const tags = await this.dataSource.getRepository(TagEntity).find({ where: { id: In(ids) }, select: { id: true, term: true } });
    const byId = new Map(tags.map((t) => [t.id, t]));
    return ids.flatMap((id) => (byId.has(id) ? [{ id, term: byId.get(id)!.term }] : []));
  }

  /** The live tags staff flagged (`isPickup`: the top page's pickup tags, `isSpecial`: the special tags), by id. */
  async findFlagged(flag: 'isPickup' | 'isSpecial'): Promise<{ id: number; term: string }[]> {
    const tags = await this.dataSource.getRepository(TagEntity).find({ where: { [flag]: true }, select: { id: true, term: true }, order: { id: 'ASC' } });
    return tags.map((t) => ({ id: t.id, term: t.term }));
  }

  /** Every tag that is not soft-deleted with its term and aliases (the catalog search index's names). */
  async searchNames(): Promise<{ id: number; term: string; aliases: string | null }[]> {
    const tags = await this.dataSource.getRepository(TagEntity).find({ select: { id: true, term: true, aliases: true } });
    return tags.map((t) => ({ id: t.id, term: t.term, aliases: t.aliases }));
  }

  /** Changes whenever a tag is added, edited, deleted or restored: count and latest write, deleted tags included. */
  async version(): Promise<string> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .addSelect('MAX(t.updated_at)', 'updated')
      .addSelect('MAX(t.deleted_at)', 'deleted')
      .from('tags', 't')
      .getRawOne<Record<string, unknown>>();
    const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ''));
    return `${text(row?.n)}|${text(row?.updated)}|${text(row?.deleted)}`;
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

  /** Every tag that is not soft-deleted, in a category that is not soft-deleted, with that category. */
  async findCategorised(): Promise<CategorisedTagRow[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('t.id', 'id')
      .addSelect('t.term', 'term')
      .addSelect('c.id', 'categoryId')
      .addSelect('c.name', 'categoryName')
      .addSelect('c.sort_order', 'categorySortOrder')
      .from('tags', 't')
      .innerJoin('tag_categories', 'c', 'c.id = t.tag_category_id AND c.deleted_at IS NULL')
      .where('t.deleted_at IS NULL')
      .getRawMany<Record<keyof CategorisedTagRow, string | number>>();
    return rows.map((r) => ({
      id: Number(r.id),
      term: String(r.term),
      categoryId: Number(r.categoryId),
      categoryName: String(r.categoryName),
      categorySortOrder: Number(r.categorySortOrder),
    }));
  }

  /** Ids of the (not deleted) tags whose term (lower-cased, compared as in `suggest`) contains `word`, ascending. */
  async idsWithTermContaining(word: string): Promise<number[]> {
    const lowerTerm = binaryLower(this.dataSource, 't.term');
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('t.id', 'id')
      .from('tags', 't')
      .where(`${lowerTerm} LIKE :word ESCAPE '!'`, { word: likeContains(word) })
      .andWhere('t.deleted_at IS NULL')
      .orderBy('t.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  /**
   * Tags whose term (with `aliases`: or one of its aliases) contains every word (folded, lower-cased), prefix
   * matches of the term first, max `limit`.
   */
  async suggest(words: string[], limit: number, { aliases = false } = {}): Promise<{ id: number; term: string }[]> {
    const lowerTerm = binaryLower(this.dataSource, 't.term');
    const lowerAliases = binaryLower(this.dataSource, "COALESCE(t.aliases, '')");
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
    words.forEach((word, index) =>
      qb.andWhere(aliases ? `(${lowerTerm} LIKE :w${index} ESCAPE '!' OR ${lowerAliases} LIKE :w${index} ESCAPE '!')` : `${lowerTerm} LIKE :w${index} ESCAPE '!'`, {
        [`w${index}`]: likeContains(word),
      }),
    );
    const rows = await qb.getRawMany<{ id: number | string; term: string }>();
    return rows.map((r) => ({ id: Number(r.id), term: r.term }));
  }
}
