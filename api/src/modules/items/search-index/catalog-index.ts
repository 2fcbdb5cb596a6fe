import { RoaringArenaAllocator, RoaringBitmap32, roaringLibraryInitialize } from 'roaring-wasm';
import type { CountRow, RateCountRow, SearchFilters, SearchStatsRow } from '../search/item-search.repository';
import type { SearchSort } from '../search/dto/search-items.query.dto';
import { KeywordIndex } from './keyword-index';
import { matchScore, type MatchRanking } from '../search/match-ranking';

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

/** A listing's place in each order, and the publication dates the date filters cut from. */
interface Orders {
  new: Uint32Array;
  rate: Uint32Array;
  /** A listing's position in `new` and in `rate`, by listing id. */
  rankNew: Int32Array;
  rankRate: Int32Array;
  /** The publication dates of `new`, position by position: `publishedSince` and "not yet open" are prefixes of `new`. */
  publishedDesc: Float64Array;
}

/**
 * The open catalog in memory (issue 14): compressed bitmaps per tag, area, remote level, contract type and
 * minimum weekly days, the keyword postings (KeywordIndex), and sorted orders that pages and the publication-date
 * filters are cut from. It answers what ItemSearchRepository answers —
 * `pageIds`, `stats`, `tagCounts`, `areaCounts`, `countsOfTags`, `rateCounts`, `highestRateIds`, `highestIds` —
 * for the same SearchFilters with the same semantics
 * (keywords by keyword-rules.ts); the property test holds it to a plain statement of the SQL conditions,
 * and an API e2e test to the SQL itself.
 *
 * Bitmaps live as long as the index (WebAssembly memory, disposed on removal); a query's temporaries are
 * made inside an arena and disposed when it returns. The orders are rebuilt on the first query after a
 * change.
 */
export class CatalogIndex {
  private readonly listings = new Map<number, IndexedListing>();
  private readonly keywords = new KeywordIndex();
  private readonly all = new RoaringBitmap32();
  private readonly noRate = new RoaringBitmap32();
  private readonly byTag: Groups = new Map();
  private readonly byArea: Groups = new Map();
  private readonly byRemote: Groups = new Map();
  private readonly byContract: Groups = new Map();
  private readonly byWeeklyMin: Groups = new Map();
  /** Rated listings by their top figure, COALESCE(rate_max, rate_min), and by their bottom one (rates are few distinct values). */
  private readonly byRateHi: Groups = new Map();
  private readonly byRateLo: Groups = new Map();
  private orders: Orders | null = null;
  /** Attributes by listing id for the hot loops (-1: none), grown as ids grow. */
  private columns = { remote: new Int8Array(0), weekly: new Int8Array(0), contract: new Int32Array(0), publishedAt: new Float64Array(0) };

  get size(): number {
    return this.listings.size;
  }

  /** What the index holds of a listing (undefined when it holds nothing). */
  get(id: number): Readonly<IndexedListing> | undefined {
    return this.listings.get(id);
  }

  ids(): IterableIterator<number> {
    return this.listings.keys();
  }

  /** Ids of the indexed listings carrying any of the tags. */
  idsWithAnyTag(tagIds: readonly number[]): number[] {
    const found = new Set<number>();
    for (const t of tagIds) for (const id of this.byTag.get(t)?.toUint32Array() ?? []) found.add(id);
    return [...found];
  }

  /**
   * Adds or replaces a listing; a listing the index already holds exactly so is left alone, so re-reading an
   * unchanged row (the change poll looks a little back) costs no rebuilt orders or dropped keyword memos.
   */
  upsert(listing: IndexedListing): void {
    const held = this.listings.get(listing.id);
    if (held && sameListing(held, listing)) return;
    this.upsertAttributes(listing);
    this.keywords.upsert(listing.id, listing.text);
  }

  /** Everything but the keyword postings. */
  private upsertAttributes(listing: IndexedListing): void {
    this.remove(listing.id);
    const l = { ...listing, tagIds: [...new Set(listing.tagIds)], areaIds: [...new Set(listing.areaIds)] };
    this.listings.set(l.id, l);
    this.setColumns(l);
    this.all.add(l.id);
    for (const t of l.tagIds) add(this.byTag, t, l.id);
    for (const a of l.areaIds) add(this.byArea, a, l.id);
    add(this.byRemote, l.remoteLevel, l.id);
    if (l.contractTypeId !== null) add(this.byContract, l.contractTypeId, l.id);
    if (l.weeklyDaysMin !== null) add(this.byWeeklyMin, l.weeklyDaysMin, l.id);
    if (l.rateMin === null && l.rateMax === null) this.noRate.add(l.id);
    else {
      add(this.byRateHi, (l.rateMax ?? l.rateMin)!, l.id);
      add(this.byRateLo, (l.rateMin ?? l.rateMax)!, l.id);
    }
    this.orders = null;
  }

  /** Adds many listings at once (the build at start): the same as upserting each, with the keyword postings merged in bulk. */
  upsertMany(listings: readonly IndexedListing[]): void {
    for (const listing of listings) {
      this.upsertAttributes(listing);
    }
    this.keywords.addMany(listings.map((l) => ({ id: l.id, text: l.text })));
  }

  private setColumns(l: IndexedListing): void {
    if (l.id >= this.columns.remote.length) {
      const size = Math.max(l.id + 1, this.columns.remote.length * 2, 1024);
      const grow = <T extends Int8Array | Int32Array | Float64Array>(old: T, make: (n: number) => T): T => {
        const next = make(size);
        next.set(old);
        return next;
      };
      this.columns = {
        remote: grow(this.columns.remote, (n) => new Int8Array(n)),
        weekly: grow(this.columns.weekly, (n) => new Int8Array(n)),
        contract: grow(this.columns.contract, (n) => new Int32Array(n)),
        publishedAt: grow(this.columns.publishedAt, (n) => new Float64Array(n)),
      };
    }
    this.columns.remote[l.id] = l.remoteLevel;
    this.columns.weekly[l.id] = l.weeklyDaysMin ?? -1;
    this.columns.contract[l.id] = l.contractTypeId ?? -1;
    this.columns.publishedAt[l.id] = l.publishedAt;
  }

  remove(id: number): void {
    const l = this.listings.get(id);
    if (!l) return;
    this.listings.delete(id);
    this.all.remove(id);
    this.noRate.remove(id);
    this.keywords.remove(id);
    for (const t of l.tagIds) drop(this.byTag, t, id);
    for (const a of l.areaIds) drop(this.byArea, a, id);
    drop(this.byRemote, l.remoteLevel, id);
    if (l.contractTypeId !== null) drop(this.byContract, l.contractTypeId, id);
    if (l.weeklyDaysMin !== null) drop(this.byWeeklyMin, l.weeklyDaysMin, id);
    if (l.rateMin !== null || l.rateMax !== null) {
      drop(this.byRateHi, (l.rateMax ?? l.rateMin)!, id);
      drop(this.byRateLo, (l.rateMin ?? l.rateMax)!, id);
    }
    this.orders = null;
  }

  /** One page of matching ids in the sort's order (ItemSearchRepository.pageIds). */
  pageIds(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, now = Date.now()): number[] {
    const orders = this.sorted();
    const order = sort === 'rate' ? orders.rate : orders.new;
    return this.withMatching(filters, now, (matching) => {
      const wanted = offset + limit;
      if (matching.size * 16 < order.length) {
        // A small result: sort its members by their place in the order instead of walking the whole order.
        const rank = sort === 'rate' ? orders.rankRate : orders.rankNew;
        return Array.from(matching.toUint32Array())
          .sort((a, b) => rank[a] - rank[b])
          .slice(offset, wanted);
      }
      const page: number[] = [];
      for (const id of order) {
        if (!matching.has(id)) continue;
        page.push(id);
        if (page.length >= wanted) break;
      }
      return page.slice(offset);
    });
  }

  /**
   * One page of matching ids, best match first (match-ranking.ts, the same points as matchScoreSql), then
   * newest (ItemSearchRepository.matchPageIds).
   */
  matchPageIds(filters: SearchFilters, ranking: MatchRanking, offset: number, limit: number, now = Date.now()): number[] {
    const orders = this.sorted();
    return this.withMatching(filters, now, (matching) => {
      const scored = Array.from(matching.toUint32Array(), (id) => ({ id, score: matchScore(this.listings.get(id)!, ranking), rank: orders.rankNew[id] }));
      scored.sort((a, b) => b.score - a.score || a.rank - b.rank);
      return scored.slice(offset, offset + limit).map((s) => s.id);
    });
  }

  /** Whether any listing carrying the tag is open now. */
  hasOpenWithTag(tagId: number, now = Date.now()): boolean {
    if (!this.byTag.has(tagId)) return false;
    return this.withMatching({ ...NO_FILTERS, tagIds: [tagId] }, now, (matching) => !matching.isEmpty);
  }

  /** Counts per (remote level, minimum weekly days, contract type), with the new ones (ItemSearchRepository.stats). */
  stats(filters: SearchFilters, newSince: Date, now = Date.now()): SearchStatsRow[] {
    const since = newSince.getTime();
    const c = this.columns;
    return this.withMatching(filters, now, (matching) => {
      // Grouped by one number per combination, read from the typed columns (no object per listing).
      const rows = new Map<number, SearchStatsRow>();
      for (const id of matching.toUint32Array()) {
        const key = (c.remote[id] * 16 + c.weekly[id] + 1) * 2 ** 32 + c.contract[id] + 1;
        let row = rows.get(key);
        if (!row) {
          row = { remoteLevel: c.remote[id], weeklyDaysMin: c.weekly[id] < 0 ? null : c.weekly[id], contractTypeId: c.contract[id] < 0 ? null : c.contract[id], count: 0, newCount: 0 };
          rows.set(key, row);
        }
        row.count++;
        if (c.publishedAt[id] >= since) row.newCount++;
      }
      return [...rows.values()];
    });
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

  /**
   * Of `tagIds`, how many matches carry each, those with none left out (ItemSearchRepository.countsOfTags): the
   * rankings and the popular-search block ask for a few named tags, so only their bitmaps are intersected.
   */
  countsOfTags(filters: SearchFilters, tagIds: readonly number[], now = Date.now()): CountRow[] {
    return this.withMatching(filters, now, (matching) =>
      [...new Set(tagIds)].flatMap((id) => {
        const count = this.byTag.get(id)?.andCardinality(matching) ?? 0;
        return count > 0 ? [{ id, count }] : [];
      }),
    );
  }

  /**
   * The matches per rate figure, COALESCE(rate_max, rate_min), unrated ones left out (ItemSearchRepository.rateCounts):
   * rates are few distinct values, so averages and histograms are sums over a few hundred rows, not over listings.
   */
  rateCounts(filters: SearchFilters, now = Date.now()): RateCountRow[] {
    return this.counts(this.byRateHi, filters, now).map((r) => ({ rate: r.id, count: r.count }));
  }

  /** Matches stating rate_max, highest first, then highest id (ItemSearchRepository.highestRateIds). */
  highestRateIds(filters: SearchFilters, limit: number, now = Date.now()): number[] {
    if (limit <= 0) return [];
    const orders = this.sorted();
    const rateMax = (id: number) => this.listings.get(id)!.rateMax;
    const byRateThenId = (a: number, b: number) => rateMax(b)! - rateMax(a)! || b - a;
    return this.withMatching(filters, now, (matching) => {
      if (matching.size * 16 < orders.rate.length) {
        // A small result: sort its members instead of walking the whole order.
        return Array.from(matching.toUint32Array())
          .filter((id) => rateMax(id) !== null)
          .sort(byRateThenId)
          .slice(0, limit);
      }
      // The rate order breaks ties newest first, this ranking by id: walk it to the end of the last rate taken, then re-sort.
      const picked: number[] = [];
      for (const id of orders.rate) {
        const rate = rateMax(id);
        if (rate === null) break;
        if (picked.length >= limit && rate !== rateMax(picked[picked.length - 1])) break;
        if (matching.has(id)) picked.push(id);
      }
      return picked.sort(byRateThenId).slice(0, limit);
    });
  }

  /**
   * The `limit` highest ids among the matches, highest first, `excludeIds` left out (ItemSearchRepository.highestIds):
   * recommendations' candidates, each tag's most recent listings by id as the SQL took them.
   */
  highestIds(filters: SearchFilters, limit: number, excludeIds: readonly number[] = [], now = Date.now()): number[] {
    if (limit <= 0) return [];
    return this.withMatching(filters, now, (matching) => {
      for (const id of excludeIds) matching.remove(id);
      if (matching.size > limit) matching.removeRange(0, matching.select(matching.size - limit));
      return Array.from(matching.toUint32Array()).reverse();
    });
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

  /** Runs `use` on the matching listings' bitmap; every bitmap made for the query is disposed afterwards. */
  private withMatching<T>(filters: SearchFilters, now: number, use: (matching: RoaringBitmap32) => T): T {
    const orders = this.sorted();
    const arena = new RoaringArenaAllocator().start();
    try {
      return use(this.matching(filters, now, orders));
    } finally {
      arena.stop();
      arena.disposeAll();
    }
  }

  /** Intersections of bitmaps only: the set filters, the keyword postings, and the ranges cut from the orders. */
  private matching(f: SearchFilters, now: number, orders: Orders): RoaringBitmap32 {
    const result = this.all.clone();
    const and = (other: RoaringBitmap32 | undefined) => {
      if (other) result.andInPlace(other);
      else result.clear();
    };
    const anyOf = (groups: Groups, keys: readonly number[]) => RoaringBitmap32.orMany(keys.flatMap((k) => groups.get(k) ?? []));
    const ids = (list: Uint32Array) => new RoaringBitmap32(list);
    // Not open yet: published later than now (the newest-first prefix dated after now).
    const future = lowerBoundDesc(orders.publishedDesc, now);
    if (future > 0) result.andNotInPlace(ids(orders.new.subarray(0, future)));
    if (f.publishedSince) result.andInPlace(ids(orders.new.subarray(0, lowerBoundDesc(orders.publishedDesc, f.publishedSince.getTime() - 0.5))));
    // wordAreaIds is not needed: the listing's area names are part of its indexed text.
    if (f.words.length) and(this.keywords.match(f.words, f.wordTagIds, (tagIds) => anyOf(this.byTag, tagIds)));
    for (const t of f.tagIds) and(this.byTag.get(t));
    if (f.anyTagIds?.length) and(anyOf(this.byTag, f.anyTagIds));
    if (f.areaIds.length) and(anyOf(this.byArea, f.areaIds));
    if (f.remoteLevels.length) and(anyOf(this.byRemote, f.remoteLevels));
    if (f.contractTypeIds.length) and(anyOf(this.byContract, f.contractTypeIds));
    if (f.weeklyDays !== undefined) {
      const days = f.weeklyDays;
      and(anyOf(this.byWeeklyMin, [...this.byWeeklyMin.keys()].filter((d) => d <= days)));
    }
    if (f.rateMinYen !== undefined || f.rateMaxYen !== undefined) {
      // Ranges overlap; a listing with one bound stated counts as that single figure (the SQL's COALESCEs).
      const within = (groups: Groups, ok: (rate: number) => boolean) => anyOf(groups, [...groups.keys()].filter(ok));
      let rated: RoaringBitmap32 | null = null;
      if (f.rateMinYen !== undefined) {
        const lo = f.rateMinYen;
        rated = within(this.byRateHi, (rate) => rate >= lo);
      }
      if (f.rateMaxYen !== undefined) {
        const hi = f.rateMaxYen;
        const below = within(this.byRateLo, (rate) => rate <= hi);
        if (rated) rated.andInPlace(below);
        else rated = below;
      }
      if (f.includeNoRate) rated!.orInPlace(this.noRate);
      and(rated!);
    }
    return result;
  }

  private sorted(): Orders {
    if (this.orders) return this.orders;
    const ls = [...this.listings.values()];
    const newest = (a: IndexedListing, b: IndexedListing) => b.publishedAt - a.publishedAt || b.id - a.id;
    const byNew = [...ls].sort(newest);
    // Highest stated top rate first, none last (as MariaDB and SQLite sort NULL in DESC), then newest.
    const byRate = [...ls].sort((a, b) => (b.rateMax ?? -1) - (a.rateMax ?? -1) || newest(a, b));
    const maxId = ls.reduce((max, l) => Math.max(max, l.id), 0);
    const rankNew = new Int32Array(maxId + 1);
    const rankRate = new Int32Array(maxId + 1);
    byNew.forEach((l, i) => (rankNew[l.id] = i));
    byRate.forEach((l, i) => (rankRate[l.id] = i));
    this.orders = {
      new: Uint32Array.from(byNew, (l) => l.id),
      rate: Uint32Array.from(byRate, (l) => l.id),
      rankNew,
      rankRate,
      publishedDesc: Float64Array.from(byNew, (l) => l.publishedAt),
    };
    return this.orders;
  }
}

const NO_FILTERS: SearchFilters = { words: [], wordTagIds: [], wordAreaIds: [], tagIds: [], areaIds: [], includeNoRate: false, remoteLevels: [], contractTypeIds: [] };

/** The same ids, whatever their order or repetitions. */
function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((id, i) => id === y[i]);
}

function sameListing(a: IndexedListing, b: IndexedListing): boolean {
  return (
    a.text === b.text &&
    a.remoteLevel === b.remoteLevel &&
    a.contractTypeId === b.contractTypeId &&
    a.weeklyDaysMin === b.weeklyDaysMin &&
    a.rateMin === b.rateMin &&
    a.rateMax === b.rateMax &&
    a.publishedAt === b.publishedAt &&
    sameIds(a.tagIds, b.tagIds) &&
    sameIds(a.areaIds, b.areaIds)
  );
}

/** In a descending array: how many values are > x (the prefix dated after x). */
function lowerBoundDesc(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] > x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
