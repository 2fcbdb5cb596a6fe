import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ColumnConnectEntity } from './entities/column-connect.entity';
import { ColumnTagConnectEntity } from './entities/column-tag-connect.entity';

export interface ColumnLink {
  title: string;
  url: string;
}

/** Column links of listings and tags (soft-deleted links left out; whether a tag is deleted is TagsService's). */
@Injectable()
export class ColumnsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The listing's own column links, newest first. */
  async ofItem(itemId: number, limit: number): Promise<ColumnLink[]> {
    const rows = await this.dataSource.getRepository(ColumnConnectEntity).find({
      where: { itemId },
      order: { id: 'DESC' },
      take: limit,
    });
    return rows.map((r) => ({ title: r.title, url: r.columnUrl }));
  }

  /**
   * Column links of the given tags (not soft-deleted), in the order of `tagIds`, then newest first. The join
   * to `tags` for "not soft-deleted" stays: it is on every listing page (README "Module boundaries").
   */
  async ofTags(tagIds: number[], limit: number): Promise<ColumnLink[]> {
    if (tagIds.length === 0) return [];
    const position = `CASE c.tag_id ${tagIds.map((_, n) => `WHEN :pos${n} THEN ${n}`).join(' ')} END`;
    const rows = await this.dataSource
      .getRepository(ColumnTagConnectEntity)
      .createQueryBuilder('c')
      .innerJoin('c.tag', 't')
      .select('c.title', 'title')
      .addSelect('c.columnUrl', 'url')
      .addSelect(position, 'tagPosition')
      .where('c.tagId IN (:...tagIds)', { tagIds })
      .andWhere('c.deletedAt IS NULL')
      .andWhere('t.deletedAt IS NULL')
      .setParameters(Object.fromEntries(tagIds.map((id, n) => [`pos${n}`, id])))
      .orderBy('tagPosition', 'ASC')
      .addOrderBy('c.id', 'DESC')
      .limit(limit)
      .getRawMany<ColumnLink>();
    return rows.map((r) => ({ title: r.title, url: r.url }));
  }

  /**
   * Newest column links of listings and of tags (not soft-deleted; none of the tags `excludeTagIds`, which
   * the caller fills with soft-deleted tags), each source up to `perSource`, with their creation time for merging.
   */
  async newest(perSource: number, excludeTagIds: number[] = []): Promise<(ColumnLink & { createdAt: Date; itemId: number | null; tagId: number | null })[]> {
    const own = await this.dataSource.getRepository(ColumnConnectEntity).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: perSource,
    });
    const byTagQuery = this.dataSource.getRepository(ColumnTagConnectEntity).createQueryBuilder('c');
    if (excludeTagIds.length) byTagQuery.where('c.tagId NOT IN (:...excludeTagIds)', { excludeTagIds });
    const byTag = await byTagQuery
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .take(perSource)
      .getMany();
    return [
      ...own.map((r) => ({ title: r.title, url: r.columnUrl, createdAt: r.createdAt, itemId: r.itemId, tagId: null })),
      ...byTag.map((r) => ({ title: r.title, url: r.columnUrl, createdAt: r.createdAt, itemId: null, tagId: r.tagId })),
    ];
  }
}
