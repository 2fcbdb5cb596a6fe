import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { openListingParams, openListingSql } from '../open-listing';

/** Open-listing counts per tag id, over the items module's own tables (`items`, `item_tags`). */
@Injectable()
export class TagCountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Open listings per tag id (tags without one left out). With `coTagId`, counts among the open listings
   * carrying that tag, leaving the tag itself out. Whether a tag is deleted is the tags module's concern.
   */
  async countPerTag(coTagId?: number): Promise<Map<number, number>> {
    const qb = this.dataSource
      .createQueryBuilder()
      .select('it.tag_id', 'id')
      .addSelect('COUNT(*)', 'count')
      .from('item_tags', 'it')
      .innerJoin('items', 'i', `i.id = it.item_id AND ${openListingSql('i')}`, openListingParams())
      .groupBy('it.tag_id');
    if (coTagId !== undefined) {
      qb.andWhere('EXISTS (SELECT 1 FROM item_tags co WHERE co.item_id = it.item_id AND co.tag_id = :coTagId)', { coTagId }).andWhere(
        'it.tag_id <> :coTagId',
      );
    }
    const rows = await qb.getRawMany<{ id: number | string; count: number | string }>();
    return new Map(rows.map((r) => [Number(r.id), Number(r.count)]));
  }

  /** Those of `tagIds` that at least one open listing carries. */
  async withOpenListings(tagIds: number[]): Promise<Set<number>> {
    if (tagIds.length === 0) return new Set();
    const rows = await this.dataSource
      .createQueryBuilder()
      .select('DISTINCT it.tag_id', 'id')
      .from('item_tags', 'it')
      .innerJoin('items', 'i', `i.id = it.item_id AND ${openListingSql('i')}`, openListingParams())
      .where('it.tag_id IN (:...tagIds)', { tagIds })
      .getRawMany<{ id: number | string }>();
    return new Set(rows.map((r) => Number(r.id)));
  }
}
