import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ItemStatus } from './entities/item.entity';

/**
 * An open listing (公開中の案件): the one definition that search, tag counts and the popular-tag block,
 * rankings, market price, recommendations, the new-listings block and the sitemap all use.
 *
 * - status is Published (募集中). An ended listing has status Ended; its `ended_at` records when it
 *   ended, it is not a scheduled end date, so the status alone decides.
 * - published_at is set and not in the future (a listing with no publication date, or one dated
 *   later, is not public yet: the same rule as the news pages).
 * - not soft-deleted.
 *
 * Before this file the rule was written five times and the copies differed: rankings, market price,
 * recommendations and the sitemap did not require a publication date, and none checked that it had
 * passed. The columns are those of IDX_items_open_facets (status, deleted_at, published_at, …).
 */
export const OPEN_LISTING_NOW = 'openListingNow';

/** SQL condition on the `items` row aliased `alias`; needs the parameters of `openListingParams`. */
export function openListingSql(alias: string): string {
  // `published_at <= now` is false for NULL, so it also requires a publication date.
  return `${alias}.status = ${ItemStatus.Published} AND ${alias}.deleted_at IS NULL AND ${alias}.published_at <= :${OPEN_LISTING_NOW}`;
}

/** The named parameters `openListingSql` refers to. */
export function openListingParams(now = new Date()): Record<typeof OPEN_LISTING_NOW, Date> {
  return { [OPEN_LISTING_NOW]: now };
}

/** Narrows a query builder (over `items` aliased `alias`) to open listings. */
export function whereOpenListing<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, now = new Date()): SelectQueryBuilder<T> {
  return qb.andWhere(openListingSql(alias), openListingParams(now));
}

/** The same rule for a listing already loaded (e.g. a cached page of ids re-checked against fresh rows). */
export function isOpenListing(
  item: { status: number; publishedAt: Date | string | null; deletedAt?: Date | string | null },
  now = new Date(),
): boolean {
  return (
    item.status === ItemStatus.Published &&
    item.deletedAt == null &&
    item.publishedAt != null &&
    new Date(item.publishedAt).getTime() <= now.getTime()
  );
}

/**
 * Whether a listing has a public page (/item/detail/{id}): an open listing, or an ended one (募集終了, kept as a
 * reference for rates and skills). A draft, a listing whose publication date has not come and a soft-deleted
 * one have none: their detail answers 404 like an unknown id.
 */
export function hasPublicPage(
  item: { status: number; publishedAt: Date | string | null; deletedAt?: Date | string | null },
  now = new Date(),
): boolean {
  return item.deletedAt == null && (item.status === ItemStatus.Ended || isOpenListing(item, now));
}
