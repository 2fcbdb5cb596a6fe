import { type AdminSearchPaging, type CountInfoResponseDto, countInfo, type Paged, pageOf } from '../../../common/admin-resource';
import { ADMIN_TAG_STATUS_LABELS, type AdminTagStatus } from './dto/admin-tags.dto';

/** Japanese order for names (numbers inside compared as numbers, case and width ignored). */
const names = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

/**
 * One page of a staff list held in memory, sorted by the asked field, then by id in the same direction (equal
 * values keep one order, so pages never repeat or skip a row) — what orderAndPage does in SQL. The tag lists
 * are read whole (a few hundred tags, about 10 categories) because their counts come from the catalog search
 * index, which SQL cannot join. That holds to a few thousand tags: at 5,000, search, count-info, term-search and
 * the merge candidates each answered in about 50 ms on the 2-core development machine (reading the rows is most
 * of it); far beyond that, filter and page in SQL and ask the index for the page's counts only.
 */
export function sortAndPage<T extends { id: number }, S extends string>(
  rows: readonly T[],
  query: AdminSearchPaging<S>,
  sortValues: Record<S, (row: T) => string | number>,
): Paged<T> {
  const direction = query.order === 'asc' ? 1 : -1;
  const valueOf = sortValues[query.sort];
  const sorted = [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    const byValue = typeof x === 'number' && typeof y === 'number' ? x - y : names.compare(String(x), String(y));
    return direction * (byValue || a.id - b.id);
  });
  const start = (query.page - 1) * query.per_page;
  return pageOf(sorted.slice(start, start + query.per_page), rows.length, query);
}

/** A tag or category listed in the back office: live (公開) until soft-deleted (削除済み). */
export const tabOf = (record: { deletedAt: Date | null }): AdminTagStatus => (record.deletedAt ? 'deleted' : 'published');

/**
 * The tag lists read their rows of both tabs at once (one read, the same filters): `search` pages through one tab
 * (公開 when none is asked) and `count-info` counts them all.
 */
export function tabPage<T extends { id: number; status: AdminTagStatus }, S extends string>(
  rows: readonly T[],
  query: AdminSearchPaging<S> & { status?: AdminTagStatus },
  sortValues: Record<S, (row: T) => string | number>,
): Paged<T> {
  const tab = query.status ?? 'published';
  return sortAndPage(
    rows.filter((row) => row.status === tab),
    query,
    sortValues,
  );
}

/** count-info of a tag list: the rows of each tab. */
export function tabCounts(rows: readonly { status: AdminTagStatus }[]): CountInfoResponseDto {
  const counts: Partial<Record<AdminTagStatus, number>> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return countInfo(ADMIN_TAG_STATUS_LABELS, counts);
}
