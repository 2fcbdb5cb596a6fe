import { RoaringArenaAllocator, RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import type { CountRow, SearchFilters, SearchStatsRow } from '../search/item-search.repository';
import type { SearchSort } from '../search/dto/search-items.query.dto';
import { KeywordIndex } from './keyword-index';

/** Loads the bitmap library's WebAssembly once; every CatalogIndex needs it. */
export function initCatalogBitmaps(): Promise<void> {
  return roaringLibraryInitialize();
}

/** What the index keeps of a published, not deleted listing (open once `publishedAt` has passed). */
export interface IndexedListing {
  id: number;
  /** listingSearchText: the folded name, details, requirements, area detail, tag terms and area names. */
  text: string;
  tagIds: number[];
  areaIds: number[];
  remoteLevel: number;
  contractTypeId: number | null;
  weeklyDaysMin: number | null;
  rateMin: number | null;
  rateMax: number | null;
  publishedAt: number;
}

type Groups = Map<number, RoaringBitmap32>;

function add(groups: Groups, key: number, id: number): void {
  let bitmap = groups.get(key);
  if (!bitmap) groups.set(key, (bitmap = new RoaringBitmap32()));
  bitmap.add(id);
}

function drop(groups: Groups, key: number, id: number): void {
  const bitmap = groups.get(key);
  if (!bitmap) return;
  bitmap.remove(id);
  if (bitmap.isEmpty) {
    bitmap.dispose();
    groups.delete(key);
  }
}

const rateOrder = (l: IndexedListing) => l.rateMax ?? -1;

/**
 * The open catalog in memory (issue 14, second step): compressed bitmaps per tag, area, remote level and
 * contract type, the keyword postings (KeywordIndex), and the two orders pages are cut from, answering
 * what ItemSearchRepository answers today — `pageIds`, `stats`, `tagCounts`, `areaCounts` — with the same
 * SearchFilters and the same semantics (keywords by keyword-rules.ts). Not wired into the search yet: the
 * property test holds it to a plain reference of the SQL conditions.
 *
 * Bitmaps live as long as the index (WebAssembly memory, disposed on removal); a query's temporaries are
 * made inside an arena and disposed when it returns. Rate, weekly days and publication date are checked on
 * the candidates (after the bitmap intersections), and the orders are rebuilt on the first query after a
 * change.
 */
export class CatalogIndex {
  private readonly listings = new Map<number, IndexedListing>();
  private readonly keywords = new KeywordIndex();
  private readonly all = new RoaringBitmap32();
  private readonly byTag: Groups = new Map();
  private readonly byArea: Groups = new Map();
  private readonly byRemote: Groups = new Map();
  private readonly byContract: Groups = new Map();
  private orders: Record<SearchSort, number[]> | null = null;

  get size(): number {
    return this.listings.size;
  }

  upsert(listing: IndexedListing): void {
    this.remove(listing.id);
    const l = { ...listing, tagIds: [...new Set(listing.tagIds)], areaIds: [...new Set(listing.areaIds)] };
    this.listings.set(l.id, l);
    this.all.add(l.id);
    this.keywords.upsert(l.id, l.text, l.tagIds);
    for (const t of l.tagIds) add(this.byTag, t, l.id);
    for (const a of l.areaIds) add(this.byArea, a, l.id);
    add(this.byRemote, l.remoteLevel, l.id);
    if (l.contractTypeId !== null) add(this.byContract, l.contractTypeId, l.id);
    this.orders = null;
  }

  remove(id: number): void {
    const l = this.listings.get(id);
    if (!l) return;
    this.listings.delete(id);
    this.all.remove(id);
    this.keywords.remove(id);
    for (const t of l.tagIds) drop(this.byTag, t, id);
    for (const a of l.areaIds) drop(this.byArea, a, id);
    drop(this.byRemote, l.remoteLevel, id);
    if (l.contractTypeId !== null) drop(this.byContract, l.contractTypeId, id);
    this.orders = null;
  }

  /** One page of matching ids in the sort's order (ItemSearchRepository.pageIds). */
  pageIds(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, now = Date.now()): number[] {
    const ids = this.matchingIds(filters, now);
    const order = this.order(sort);
    const wanted = offset + limit;
    const page: number[] = [];
    if (ids.size * 16 < order.length) {
      // A small result: sort its members by their place in the order instead of walking the whole order.
      const rank = this.rank(sort);
      return [...ids].sort((a, b) => rank.get(a)! - rank.get(b)!).slice(offset, wanted);
    }
    for (const id of order) {
      if (!ids.has(id)) continue;
      page.push(id);
      if (page.length >= wanted) break;
    }
    return page.slice(offset);
  }

  /** Counts per (remote level, minimum weekly days, contract type), with the new ones (ItemSearchRepository.stats). */
  stats(filters: SearchFilters, newSince: Date, now = Date.now()): SearchStatsRow[] {
    const rows = new Map<string, SearchStatsRow>();
    const since = newSince.getTime();
    for (const id of this.matchingIds(filters, now)) {
      const l = this.listings.get(id)!;
      const key = `${l.remoteLevel}|${l.weeklyDaysMin}|${l.contractTypeId}`;
      let row = rows.get(key);
      if (!row) rows.set(key, (row = { remoteLevel: l.remoteLevel, weeklyDaysMin: l.weeklyDaysMin, contractTypeId: l.contractTypeId, count: 0, newCount: 0 }));
      row.count++;
      if (l.publishedAt >= since) row.newCount++;
    }
    return [...rows.values()];
  }

  /** Tags most frequent among the matches, highest first then lowest id, at most `limit` (ItemSearchRepository.tagCounts). */
  tagCounts(filters: SearchFilters, limit: number, excludeTagIds: number[] = [], now = Date.now()): CountRow[] {
    const excluded = new Set(excludeTagIds);
    return this.counts(this.byTag, filters, now)
      .filter((r) => !excluded.has(r.id))
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .slice(0, limit);
  }

  /** Areas of the matches with their counts (ItemSearchRepository.areaCounts; display order is the caller's). */
  areaCounts(filters: SearchFilters, now = Date.now()): CountRow[] {
    return this.counts(this.byArea, filters, now);
  }

  private counts(groups: Groups, filters: SearchFilters, now: number): CountRow[] {
    return this.withMatching(filters, now, (matching) => {
      const rows: CountRow[] = [];
      for (const [id, bitmap] of groups) {
        const count = bitmap.andCardinality(matching);
        if (count > 0) rows.push({ id, count });
      }
      return rows;
    });
  }

  private matchingIds(filters: SearchFilters, now: number): Set<number> {
    return this.withMatching(filters, now, (matching) => new Set(matching.toArray()));
  }

  /** Runs `use` on the matching listings' bitmap; every bitmap made for the query is disposed afterwards. */
  private withMatching<T>(filters: SearchFilters, now: number, use: (matching: RoaringBitmap32) => T): T {
    const arena = new RoaringArenaAllocator().start();
    try {
      return use(this.matching(filters, now));
    } finally {
      arena.stop();
      arena.disposeAll();
    }
  }

  /** Bitmap intersections for the set filters, then the per-listing checks (open now, rate, weekly days, new). */
  private matching(f: SearchFilters, now: number): RoaringBitmap32 {
    let result = this.all.clone();
    const and = (other: RoaringBitmap32 | undefined) => {
      if (other) result.andInPlace(other);
      else result.clear();
    };
    const anyOf = (groups: Groups, keys: number[]) => RoaringBitmap32.orMany(keys.flatMap((k) => groups.get(k) ?? []));
    // wordAreaIds is not needed: the listing's area names are part of its indexed text.
    if (f.words.length) and(new RoaringBitmap32([...this.keywords.match(f.words, f.wordTagIds)]));
    for (const t of f.tagIds) and(this.byTag.get(t));
    if (f.anyTagIds?.length) and(anyOf(this.byTag, f.anyTagIds));
    if (f.areaIds.length) and(anyOf(this.byArea, f.areaIds));
    if (f.remoteLevels.length) and(anyOf(this.byRemote, f.remoteLevels));
    if (f.contractTypeIds.length) and(anyOf(this.byContract, f.contractTypeIds));
    const checks: ((l: IndexedListing) => boolean)[] = [(l) => l.publishedAt <= now];
    if (f.rateMinYen !== undefined || f.rateMaxYen !== undefined) {
      const { rateMinYen: lo, rateMaxYen: hi, includeNoRate } = f;
      checks.push((l) => {
        if (l.rateMin === null && l.rateMax === null) return includeNoRate;
        // Ranges overlap; a listing with one bound stated counts as that single figure (the SQL's COALESCEs).
        return (lo === undefined || (l.rateMax ?? l.rateMin)! >= lo) && (hi === undefined || (l.rateMin ?? l.rateMax)! <= hi);
      });
    }
    if (f.weeklyDays !== undefined) {
      const days = f.weeklyDays;
      checks.push((l) => l.weeklyDaysMin !== null && l.weeklyDaysMin <= days);
    }
    if (f.publishedSince) {
      const since = f.publishedSince.getTime();
      checks.push((l) => l.publishedAt >= since);
    }
    const rejected: number[] = [];
    for (const id of result) {
      const l = this.listings.get(id)!;
      if (!checks.every((check) => check(l))) rejected.push(id);
    }
    if (rejected.length) result = RoaringBitmap32.andNot(result, new RoaringBitmap32(rejected));
    return result;
  }

  private order(sort: SearchSort): number[] {
    if (!this.orders) {
      const ls = [...this.listings.values()];
      const newest = (a: IndexedListing, b: IndexedListing) => b.publishedAt - a.publishedAt || b.id - a.id;
      this.orders = {
        new: [...ls].sort(newest).map((l) => l.id),
        // Highest stated top rate first, none last (as MariaDB and SQLite sort NULL in DESC), then newest.
        rate: [...ls].sort((a, b) => rateOrder(b) - rateOrder(a) || newest(a, b)).map((l) => l.id),
      };
      this.ranks = null;
    }
    return this.orders[sort];
  }

  private ranks: Record<SearchSort, Map<number, number>> | null = null;

  private rank(sort: SearchSort): Map<number, number> {
    this.order(sort);
    this.ranks ??= {
      new: new Map(this.orders!.new.map((id, i) => [id, i])),
      rate: new Map(this.orders!.rate.map((id, i) => [id, i])),
    };
    return this.ranks[sort];
  }
}
