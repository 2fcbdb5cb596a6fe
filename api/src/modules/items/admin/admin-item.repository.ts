import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { orderAndPage, whereKeyword, whereWithinJapanDays } from '../../../common/admin-resource';
import { ItemEntity } from '../entities/item.entity';
import { listingLinksSql, parseAreaIds, parseTags } from '../listing-links-sql';
import { LISTING_STATUSES, type ListingStatus, listingStatusCaseSql, whereListingStatus } from '../listing-status';
import { openListingParams } from '../open-listing';
import type { AdminItemFilterQueryDto, AdminItemSearchQueryDto, AdminItemSort } from './dto/admin-item.dto';

/** A listing's rate for sorting and the rate filters: its upper bound, else its lower one. */
const RATE = 'COALESCE(item.rateMax, item.rateMin)';

const SORT_COLUMNS: Record<AdminItemSort, string> = {
  updated_at: 'item.updatedAt',
  published_at: 'item.publishedAt',
  id: 'item.id',
  rate: RATE,
};

export interface ListingWithLinks {
  item: ItemEntity;
  areaIds: number[];
  /** In display order; soft-deleted tags left out. */
  tags: { id: number; term: string }[];
}

/** Listings as the back office reads them (SPEC §7 item/search, count-info, detail, edit-info); writes are ListingWriter's. */
@Injectable()
export class AdminItemRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One listing, deleted or not, with its area ids and tags. */
  async findWithLinks(id: number): Promise<ListingWithLinks | null> {
    return (await this.withLinks([id]))[0] ?? null;
  }

  /** The listings of `ids` (deleted ones too) with their links, in the order of `ids`. */
  async withLinks(ids: number[]): Promise<ListingWithLinks[]> {
    if (ids.length === 0) return [];
    const links = listingLinksSql(this.dataSource, 'item');
    const { entities, raw } = await this.dataSource
      .getRepository(ItemEntity)
      .createQueryBuilder('item')
      .withDeleted()
      .addSelect(links.areaIdsJson, 'areasJson')
      .addSelect(links.tagsJson, 'tagsJson')
      .where('item.id IN (:...ids)', { ids })
      .getRawAndEntities<{ item_id: number | string; areasJson: unknown; tagsJson: unknown }>();
    const rawById = new Map(raw.map((r) => [Number(r.item_id), r]));
    const byId = new Map(
      entities.map((item) => {
        const r = rawById.get(item.id);
        return [item.id, { item, areaIds: parseAreaIds(r?.areasJson), tags: parseTags(r?.tagsJson) }];
      }),
    );
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }

  /** A page of listings under the filters and status (none: every listing not deleted), and how many there are. */
  search(query: AdminItemSearchQueryDto, now = new Date()): Promise<[ItemEntity[], number]> {
    const qb = this.filtered(query);
    if (query.status) whereListingStatus(qb, 'item', query.status, now);
    else qb.andWhere('item.deletedAt IS NULL');
    return orderAndPage(qb, query, SORT_COLUMNS, 'item.id').getManyAndCount();
  }

  /** How many listings each status (tab) has under the filters. */
  async countByStatus(filters: AdminItemFilterQueryDto, now = new Date()): Promise<Partial<Record<ListingStatus, number>>> {
    // Not `status`: MariaDB resolves a GROUP BY name against the table's columns (items.status) before the select's aliases.
    const rows = await this.filtered(filters)
      .select(listingStatusCaseSql('item'), 'tab')
      .addSelect('COUNT(*)', 'n')
      .setParameters(openListingParams(now))
      .groupBy('tab')
      .getRawMany<{ tab: string | null; n: number | string }>();
    const counts: Partial<Record<ListingStatus, number>> = {};
    for (const row of rows) if (LISTING_STATUSES.includes(row.tab as ListingStatus)) counts[row.tab as ListingStatus] = Number(row.n);
    return counts;
  }

  private filtered(filters: AdminItemFilterQueryDto): SelectQueryBuilder<ItemEntity> {
    const qb = this.dataSource.getRepository(ItemEntity).createQueryBuilder('item').withDeleted();
    whereKeyword(qb, ['item.name', 'item.detail', 'item.mustHaveRequirements', 'item.niceToHaveRequirements'], filters.keyword);
    if (filters.tag_id !== undefined) {
      qb.andWhere('EXISTS (SELECT 1 FROM item_tags it WHERE it.item_id = item.id AND it.tag_id = :tagId)', { tagId: filters.tag_id });
    }
    if (filters.area_id !== undefined) {
      qb.andWhere('EXISTS (SELECT 1 FROM item_areas ia WHERE ia.item_id = item.id AND ia.area_id = :areaId)', { areaId: filters.area_id });
    }
    if (filters.biz_category_id !== undefined) qb.andWhere('item.bizCategoryId = :bizCategoryId', { bizCategoryId: filters.biz_category_id });
    // The listing's rate range reaches into the asked one (a listing without a rate is left out).
    if (filters.rate_from !== undefined) qb.andWhere('COALESCE(item.rateMax, item.rateMin) >= :rateFrom', { rateFrom: filters.rate_from });
    if (filters.rate_to !== undefined) qb.andWhere('COALESCE(item.rateMin, item.rateMax) <= :rateTo', { rateTo: filters.rate_to });
    whereWithinJapanDays(qb, 'item.publishedAt', { from: filters.published_from, to: filters.published_to }, 'published');
    return qb;
  }
}
