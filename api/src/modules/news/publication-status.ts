import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Where a news-like record (staff notices `news`, announcements `front_news`: `publishedAt`, `deletedAt`)
 * stands, as the admin lists' tabs name it. Issue 15: a publish date in the future keeps the record hidden
 * until then — the public pages show `published` only.
 */
export const PublicationStatus = { Published: 'published', Scheduled: 'scheduled', Draft: 'draft', Deleted: 'deleted' } as const;
export type PublicationStatus = (typeof PublicationStatus)[keyof typeof PublicationStatus];
export const PUBLICATION_STATUSES: readonly PublicationStatus[] = Object.values(PublicationStatus);
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = {
  published: '公開中',
  scheduled: '公開予定',
  draft: '下書き',
  deleted: '削除済み',
};

export function publicationStatusOf(row: { publishedAt: Date | null; deletedAt: Date | null }, now = new Date()): PublicationStatus {
  if (row.deletedAt) return PublicationStatus.Deleted;
  if (!row.publishedAt) return PublicationStatus.Draft;
  return row.publishedAt.getTime() > now.getTime() ? PublicationStatus.Scheduled : PublicationStatus.Published;
}

/**
 * The same rule in SQL, on the query's `alias`. Adds the deletedAt condition itself, so it holds on a
 * query built `withDeleted()` too.
 */
export function wherePublicationStatus<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, status: PublicationStatus, now = new Date()): SelectQueryBuilder<T> {
  if (status === PublicationStatus.Deleted) return qb.andWhere(`${alias}.deletedAt IS NOT NULL`);
  qb.andWhere(`${alias}.deletedAt IS NULL`);
  if (status === PublicationStatus.Draft) return qb.andWhere(`${alias}.publishedAt IS NULL`);
  if (status === PublicationStatus.Scheduled) return qb.andWhere(`${alias}.publishedAt > :publicationNow`, { publicationNow: now });
  return qb.andWhere(`${alias}.publishedAt IS NOT NULL`).andWhere(`${alias}.publishedAt <= :publicationNow`, { publicationNow: now });
}
