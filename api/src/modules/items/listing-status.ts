import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ItemStatus } from './entities/item.entity';
import { isOpenListing, OPEN_LISTING_NOW, openListingParams, openListingSql } from './open-listing';

/**
 * A listing's status as staff see it (the back office's tabs, issue 15), one rule for the SQL and the loaded
 * rows. Every listing is in exactly one:
 *
 * - published 公開中: an open listing (open-listing.ts, the rule every public list uses);
 * - scheduled 公開予定: published with a publication date still to come (public from that moment on);
 * - draft 下書き: a draft, or a published one without a publication date (public never until published);
 * - ended 募集終了: recruiting ended (its page stays, it leaves every list);
 * - deleted 削除済み: soft-deleted, whatever its status.
 */
export const LISTING_STATUSES = ['published', 'scheduled', 'draft', 'ended', 'deleted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  published: '公開中',
  scheduled: '公開予定',
  draft: '下書き',
  ended: '募集終了',
  deleted: '削除済み',
};

export function listingStatusOf(
  item: { status: number; publishedAt: Date | string | null; deletedAt: Date | string | null },
  now = new Date(),
): ListingStatus {
  if (item.deletedAt != null) return 'deleted';
  if (item.status === ItemStatus.Ended) return 'ended';
  if (isOpenListing(item, now)) return 'published';
  if (item.status === ItemStatus.Published && item.publishedAt != null) return 'scheduled';
  return 'draft';
}

/** The SQL condition of a status on the `items` row aliased `alias`; needs `openListingParams(now)`. */
export function listingStatusSql(alias: string, status: ListingStatus): string {
  const live = `${alias}.deleted_at IS NULL`;
  switch (status) {
    case 'published':
      return openListingSql(alias);
    case 'scheduled':
      return `${live} AND ${alias}.status = ${ItemStatus.Published} AND ${alias}.published_at > :${OPEN_LISTING_NOW}`;
    case 'draft':
      return `${live} AND (${alias}.status = ${ItemStatus.Draft} OR (${alias}.status = ${ItemStatus.Published} AND ${alias}.published_at IS NULL))`;
    case 'ended':
      return `${live} AND ${alias}.status = ${ItemStatus.Ended}`;
    case 'deleted':
      return `${alias}.deleted_at IS NOT NULL`;
  }
}

/** Narrows a query builder over `items` aliased `alias` (soft-deleted rows included: `withDeleted()`) to a status. */
export function whereListingStatus<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, status: ListingStatus, now = new Date()): SelectQueryBuilder<T> {
  return qb.andWhere(`(${listingStatusSql(alias, status)})`, openListingParams(now));
}

/** A CASE expression naming each row's status (count-info's GROUP BY); needs `openListingParams(now)`. */
export function listingStatusCaseSql(alias: string): string {
  return `CASE ${LISTING_STATUSES.map((status) => `WHEN ${listingStatusSql(alias, status)} THEN '${status}'`).join(' ')} END`;
}
