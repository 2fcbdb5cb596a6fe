import { RoaringArenaAllocator, RoaringBitmap32, RoaringUint8Array, roaringLibraryInitialize } from 'roaring-wasm';
import type { CountRow, RateCountRow, SearchFilters, SearchStatsRow } from '../search/item-search.repository';
import type { SearchSort } from '../search/dto/search-items.query.dto';
import { KeywordIndex, keywordChunks, type KeywordChunk } from './keyword-index';
import { matchScore, type MatchRanking } from '../search/match-ranking';
import { smallestSorted } from './smallest-sorted';
import { KeptBitmaps } from './kept-bitmaps';
import { SharedIds } from './shared-ids';
import { countKeys, listingKeys, slotsCovered, type CountedKindName, type ListingKeys } from './listing-keys';

/** Loads the bitmap library's WebAssembly once; every CatalogIndex needs it. */
export function initCatalogBitmaps(): Promise<void> {
  return roaringLibraryInitialize();
}

/** Room warmUp leaves in the bitmaps' WebAssembly memory for the sets traffic keeps: this much a listing, at least the minimum. */
const RESERVE_BYTES_PER_LISTING = 96;
const RESERVE_MIN_BYTES = 8 * 1024 * 1024;

/**
 * Grows the bitmap library's WebAssembly memory by `bytes` now and leaves them free inside it (allocated, then
 * freed: its allocator keeps them, the memory never shrinks). The sets the first minutes of traffic keep — unions,
 * checked words, a word's union with its tags — grew that memory by about 50 MB at 1,000,000 listings, and V8 counts
 * WebAssembly memory grown as external memory: past its limit it marked the API's whole 1.4 GB heap ("external memory
 * pressure", 150–170 ms of marking steps on the API thread and the marker threads on the other core) a few seconds
 * into a fresh process's traffic, the main part of why a fresh process answered slower than a warm one. Grown during
 * the build, before its collection, it is counted there.
 */
function reserveBitmapMemory(bytes: number): void {
  new RoaringUint8Array(bytes).dispose();
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

/**
 * Everything the search page shows about a filter set besides its page (ItemSearchService turns it into the
 * response's total and facets). Options of one group are alternatives (OR), so each group's counts leave the
 * group's own selection out; tags narrow the result (AND), so their counts keep every filter.
 */
export interface CatalogFacets {
  total: number;
  /** Of the total, published at or after `newSince`. */
  newCount: number;
  /** Per remote level (id), without the remote selection. */
  remote: CountRow[];
  /** Per contract type id, without the contract-type selection. */
  contractTypes: CountRow[];
  /** Per minimum weekly days (id), without the weekly-days selection. */
  weeklyDaysMin: CountRow[];
  /** The `tagLimit` most frequent tags of the result, highest first then lowest id. */
  tags: CountRow[];
  /** Per area id, without the area selection. */
  areas: CountRow[];
}

/**
 * A facets answer whose walks of the listings' keys (ListingKeys) are still to make: `finish` takes each walk's
 * counts (countKeys of its keys and ids), in order, and gives the facets. The walks read no bitmap, so they can be
 * made on another thread after the query has returned (count-walkers.ts). The walks' ids are the index's shared
 * buffers (SharedIds): `finish` gives them back, so it is called once, when no walk reads them any more.
 */
export interface FacetsPlan {
  walks: { keys: ListingKeys; ids: Uint32Array }[];
  finish(counts: readonly Int32Array[]): CatalogFacets;
}

/** Every open listing (`set`: the catalog but the scheduled ones, the newest-first prefix dated after now; null: none). */
interface OpenListings {
  set: RoaringBitmap32;
  scheduled: RoaringBitmap32 | null;
}

/** One listCounts answer: its rows, or the walk still to make and how its counts become the rows. */
type KindCounts = { walk: null; rows: CountRow[][] } | { walk: Uint32Array; counted: (counts: Int32Array) => CountRow[][] };

/** The filters' alternative groups, each a bitmap of what its selection allows (absent: not filtered). */
interface GroupMasks {
  area?: RoaringBitmap32;
  remote?: RoaringBitmap32;
  contract?: RoaringBitmap32;
  weekly?: RoaringBitmap32;
}
type Group = keyof GroupMasks;
const GROUPS: readonly Group[] = ['area', 'remote', 'contract', 'weekly'];

/**
 * How far a shallow page's walk of the order goes before taking the result's places instead (CatalogIndex.walkOrder):
 * this many times the ids a result spread evenly through the order would need for the page.
 */
const WALK_TESTS_PER_EXPECTED = 8;
/**
 * A page of a result of at least ORDER_PREFIX_MIN listings and this many times its `offset + limit` is cut from the
 * result's members within a prefix of the order (pageOf): the shortest of ORDER_PREFIX_MIN places, doubled, expected to
 * hold twice the page, at most 1/ORDER_PREFIX_MAX_SHARE of the catalog. Below 4,096 members their places are read as
 * before: tried from 320 members at 1,000,000 listings, results of 320–1,000 took 0.04 ms a page (p50) the prefix way,
 * more than reading their places.
 */
const PREFIX_PAGE_FROM = 16;
const ORDER_PREFIX_MIN = 4_096;
const ORDER_PREFIX_MAX_SHARE = 4;

/** Whether an order prefix of `length` places is one pageOf uses (and warmUp makes) in an order of `size`. */
function usablePrefix(length: number, size: number): boolean {
  return length * ORDER_PREFIX_MAX_SHARE <= size;
}

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
  /** Each listing's counted keys in one slot (the counting walk reads them without an object per listing); null: none fit. */
  keys: ListingKeys | null;
}

/** A kind of key counted by listCounts: its groups (bitmaps by key) and its name in ListingKeys. */
interface CountedKind {
  groups: Groups;
  name: CountedKindName;
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
 * made inside an arena and disposed when it returns. The orders are brought up to date by the first query
 * after a change (`sorted`).
 */
export class CatalogIndex {
  private readonly listings = new Map<number, IndexedListing>();
  private readonly keywords = new KeywordIndex();
  private readonly all = new RoaringBitmap32();
  /** Read-only: the union of no listing. */
  private readonly empty = new RoaringBitmap32();
  private readonly noRate = new RoaringBitmap32();
  private readonly byTag: Groups = new Map();
  private readonly byArea: Groups = new Map();
  private readonly byRemote: Groups = new Map();
  private readonly byContract: Groups = new Map();
  private readonly byWeeklyMin: Groups = new Map();
  /** The alternative groups as listCounts counts them. */
  private readonly countedGroups: Record<Group, CountedKind> = {
    area: { groups: this.byArea, name: 'area' },
    remote: { groups: this.byRemote, name: 'remote' },
    contract: { groups: this.byContract, name: 'contract' },
    weekly: { groups: this.byWeeklyMin, name: 'weekly' },
  };
  /** Rated listings by their top figure, COALESCE(rate_max, rate_min), and by their bottom one (rates are few distinct values). */
  private readonly byRateHi: Groups = new Map();
  private readonly byRateLo: Groups = new Map();
  private orders: Orders | null = null;
  /** publishedAfter's bitmaps by prefix length of the current orders. */
  private readonly prefixes = new KeptBitmaps<number>(8);
  /** pageOf's prefixes of the current orders, by sort and length (powers of two). */
  private readonly orderPrefixes = new KeptBitmaps<string>(64);
  /** union's bitmaps by group and keys, until the next change. */
  private readonly unions = new KeptBitmaps<string>(256);
  /** Attributes by listing id for the hot loops (-1: none), grown as ids grow. */
  private columns = { remote: new Int8Array(0), weekly: new Int8Array(0), contract: new Int32Array(0), publishedAt: new Float64Array(0), rateMax: new Int32Array(0) };
  /** See scratchIds. */
  private scratch = new Uint32Array(0);
  /** A byte per listing id for walkOrder's deep pages, zero between uses (made once, not a megabyte a search at 1,000,000 listings). */
  private memberBytes = new Uint8Array(0);
  /** The shared buffers of the ids walks hand to a count worker (SharedIds), given back by the plan's `finish`. */
  private readonly walkIds = new SharedIds();
  /** Listings added, replaced or removed since the orders were made (see `sorted`). */
  private readonly changedSinceOrders = new Set<number>();

  get size(): number {
    return this.listings.size;
  }

  /**
   * Builds the sorted orders now rather than on the next query (they are rebuilt after every change): the
   * owner calls it after a build or a batch of changes, so no visitor's request pays for it.
   */
  prepare(): void {
    this.sorted();
  }

  /**
   * Runs each kind of query once on the built index, so the first visitor's search does not pay for the
   * JavaScript engine compiling the hot loops (measured: the first search after start took 6× a warm one); and makes
   * ahead what the first visitors would otherwise pay for: room in the bitmaps' memory (reserveBitmapMemory) and the
   * order prefixes of mid-size pages.
   */
  warmUp(now = Date.now()): void {
    const newSince = new Date(now - 7 * 24 * 60 * 60 * 1000);
    for (const filters of [NO_FILTERS, { ...NO_FILTERS, words: ['java', '開発'], remoteLevels: [2], areaIds: [...this.byArea.keys()].slice(0, 1) }]) {
      this.facets(filters, newSince, 1000, now);
      this.pageIds(filters, 'new', 0, 20, now);
      this.pageIds(filters, 'rate', 20, 20, now);
    }
    reserveBitmapMemory(Math.max(RESERVE_MIN_BYTES, this.listings.size * RESERVE_BYTES_PER_LISTING));
    // Every order prefix a mid-size result's page can be cut from (pageOf), made now rather than by the first visitors
    // whose results need them (at 1,000,000 listings 3–18 ms each, 40–90 ms in all). After a write they are made again
    // as searches ask for them, like the other derived sets.
    const orders = this.sorted();
    for (let length = ORDER_PREFIX_MIN; usablePrefix(length, orders.new.length); length *= 2) {
      this.orderPrefix(orders.new, 'new', length);
      this.orderPrefix(orders.rate, 'rate', length);
    }
  }

  /** Keeps these keyword words' exact postings for good (KeywordIndex.keep); returns how many were newly kept. */
  keepWords(words: Iterable<string>, budgetMs?: number): number {
    return this.keywords.keep(words, budgetMs);
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
    this.ordersChanged(l.id);
  }

  /** Adds many listings at once (the build at start): the same as upserting each, with the keyword postings merged in bulk. */
  upsertMany(listings: readonly IndexedListing[]): void {
    this.addPrepared(listings, keywordChunks(listings));
  }

  /** upsertMany of listings whose keyword postings are made already (keywordChunks of the same listings, by a build worker). */
  addPrepared(listings: readonly IndexedListing[], keywords: readonly KeywordChunk[]): void {
    for (const listing of listings) this.upsertAttributes(listing);
    this.keywords.addChunks(keywords);
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
        rateMax: grow(this.columns.rateMax, (n) => new Int32Array(n)),
      };
    }
    this.columns.remote[l.id] = l.remoteLevel;
    this.columns.weekly[l.id] = l.weeklyDaysMin ?? -1;
    this.columns.contract[l.id] = l.contractTypeId ?? -1;
    this.columns.publishedAt[l.id] = l.publishedAt;
    // The rate order's key: the stated top rate, none last (see builtOrders).
    this.columns.rateMax[l.id] = l.rateMax ?? -1;
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
    this.ordersChanged(id);
  }

  /** One page of matching ids in the sort's order (ItemSearchRepository.pageIds). */
  pageIds(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, now = Date.now()): number[] {
    return this.withMatching(filters, now, (matching) => this.pageOf(matching, this.sorted(), sort, offset, limit, now));
  }

  /**
   * The search page's ids and its facets in one pass (pageIds and facets of the same filters): the matching
   * set `facets` makes is the one the page is cut from, not made a second time.
   */
  searchPage(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, newSince: Date, tagLimit: number, now = Date.now()): { ids: number[]; facets: CatalogFacets } {
    const { ids, facets } = this.searchPagePlan(filters, sort, offset, limit, newSince, tagLimit, Infinity, now);
    return { ids, facets: facets.finish([]) };
  }

  /**
   * searchPage with the walks of `walkFrom` listings or more left to the caller (FacetsPlan): a count worker makes
   * them while this thread answers other requests.
   */
  searchPagePlan(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, newSince: Date, tagLimit: number, walkFrom: number, now = Date.now()): { ids: number[]; facets: FacetsPlan } {
    return this.inArena(() => {
      const { plan, all, orders } = this.facetsOf(filters, newSince, tagLimit, now, walkFrom);
      return { ids: this.pageOf(all, orders, sort, offset, limit, now), facets: plan };
    });
  }

  /** One page of `matching` in the sort's order. */
  private pageOf(matching: RoaringBitmap32, orders: Orders, sort: SearchSort, offset: number, limit: number, now: number): number[] {
    const order = sort === 'rate' ? orders.rate : orders.new;
    const wanted = offset + limit;
    if (matching.size * 16 >= order.length) {
      // Every open listing (the search page without filters): the order itself, less the scheduled ones.
      const scheduled = lowerBoundDesc(orders.publishedDesc, now);
      if (matching.size === order.length - scheduled) {
        if (sort !== 'rate') return Array.from(order.subarray(scheduled + offset, scheduled + wanted));
        if (scheduled === 0) return Array.from(order.subarray(offset, wanted));
      }
      const page = this.walkOrder(matching, orders, order, wanted);
      if (page) return page.slice(offset);
    }
    if (matching.size >= Math.max(ORDER_PREFIX_MIN, wanted * PREFIX_PAGE_FROM)) {
      // A mid-size result: its members within a prefix of the order expected to hold twice the page, the prefix made
      // four times longer until it holds the page (a result bunched at the order's end: up to a quarter of the
      // catalog, then all of the result as below). Each member's place is read from an array of every listing's, a
      // memory miss a member at 1,000,000 listings (results of 4,000–53,000: 0.3–0.7 ms a page); here one intersection,
      // then the places of about twice the page's members (0.1–0.15 ms).
      let length = ORDER_PREFIX_MIN;
      while (length * matching.size < 2 * wanted * order.length) length *= 2;
      for (; usablePrefix(length, order.length); length *= 4) {
        const within = RoaringBitmap32.and(matching, this.orderPrefix(order, sort, length));
        if (within.size >= wanted) return this.rankedPage(within, orders, sort, offset, wanted);
      }
    }
    return this.rankedPage(matching, orders, sort, offset, wanted);
  }

  /**
   * A small result, or a large one the walk gave up on: its members' places in the order, the first `wanted` of them
   * as numbers (smallestSorted: no comparator call per pair, no sort of them all), read back through the order.
   */
  private rankedPage(members: RoaringBitmap32, orders: Orders, sort: SearchSort, offset: number, wanted: number): number[] {
    const order = sort === 'rate' ? orders.rate : orders.new;
    const rank = sort === 'rate' ? orders.rankRate : orders.rankNew;
    const places = members.toUint32Array(this.scratchIds(members.size));
    for (let i = 0; i < places.length; i++) places[i] = rank[places[i]];
    return Array.from(smallestSorted(places, wanted).subarray(offset), (place) => order[place]);
  }

  /** The listings of an order's first `length` places (read-only), kept until the orders change. */
  private orderPrefix(order: Uint32Array, sort: SearchSort, length: number): RoaringBitmap32 {
    return this.orderPrefixes.get(`${sort}:${length}`, () => new RoaringBitmap32(order.slice(0, length).sort()));
  }

  /**
   * The first `wanted` members of a large result in the order, by walking it. Deep pages test many ids, so membership
   * is read from a byte per id rather than asked of the bitmap one call at a time. A shallow page asks the bitmap, and
   * gives up (null) after WALK_TESTS_PER_EXPECTED times the ids a result spread through the order would need: members
   * bunched at the order's end (`rate_max=50` sorted by rate, the low rates last) made it a walk of most of the catalog,
   * a WebAssembly call an id (26–29 ms a search at 1,000,000 listings, against 4–8 ms the other way).
   */
  private walkOrder(matching: RoaringBitmap32, orders: Orders, order: Uint32Array, wanted: number): number[] | null {
    const page: number[] = [];
    if (wanted > 64) {
      if (this.memberBytes.length < orders.rankNew.length) this.memberBytes = new Uint8Array(orders.rankNew.length);
      const members = this.memberBytes;
      const ids = matching.toUint32Array(this.scratchIds(matching.size));
      for (let i = 0; i < ids.length; i++) members[ids[i]] = 1;
      for (const id of order) {
        if (members[id] !== 1) continue;
        page.push(id);
        if (page.length >= wanted) break;
      }
      for (let i = 0; i < ids.length; i++) members[ids[i]] = 0;
      return page;
    }
    const tests = Math.min(order.length, Math.ceil((WALK_TESTS_PER_EXPECTED * wanted * order.length) / matching.size) + 64);
    for (let n = 0; n < tests; n++) {
      const id = order[n];
      if (!matching.has(id)) continue;
      page.push(id);
      if (page.length >= wanted) return page;
    }
    return tests === order.length ? page : null;
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

  /**
   * The total and every facet of a filter set at once (CatalogFacets): the filters other than the alternative
   * groups are intersected once, and each group's leave-one-out set is that intersection with the other
   * groups' masks — a handful of bitmap operations, no pass over the listings.
   */
  facets(filters: SearchFilters, newSince: Date, tagLimit: number, now = Date.now()): CatalogFacets {
    return this.facetsPlan(filters, newSince, tagLimit, Infinity, now).finish([]);
  }

  /** `facets` with the walks of `walkFrom` listings or more left to the caller (see searchPagePlan). */
  facetsPlan(filters: SearchFilters, newSince: Date, tagLimit: number, walkFrom: number, now = Date.now()): FacetsPlan {
    return this.inArena(() => this.facetsOf(filters, newSince, tagLimit, now, walkFrom).plan);
  }

  /** `facetsPlan` inside the caller's arena, with the matching set (every filter; left as it was) and the orders it used. */
  private facetsOf(filters: SearchFilters, newSince: Date, tagLimit: number, now: number, walkFrom: number): { plan: FacetsPlan; all: RoaringBitmap32; orders: Orders } {
    const orders = this.sorted();
    const base = this.baseMatching(filters, now, orders);
    const masks = this.groupMasks(filters);
    // Each selected group's leave-one-out set is base ∩ the other selected groups' masks, and `all` base ∩ every mask:
    // from the intersections of the masks before and after each group (prefix and suffix), none of them a copy of
    // base. With one group selected its set is base itself; with two, three intersections instead of three copies and
    // four (the copies of a large base were most of a tag page's facet cost at 1,000,000 listings).
    const selected = GROUPS.filter((group) => masks[group]);
    const chosen = selected.map((group) => masks[group]!);
    const before: RoaringBitmap32[] = [base];
    for (const mask of chosen) before.push(RoaringBitmap32.and(before[before.length - 1], mask));
    const after: (RoaringBitmap32 | null)[] = new Array<RoaringBitmap32 | null>(chosen.length + 1).fill(null);
    for (let i = chosen.length - 1; i > 0; i--) after[i] = after[i + 1] ? RoaringBitmap32.and(chosen[i], after[i + 1]!) : chosen[i];
    const without = (n: number): RoaringBitmap32 => (after[n + 1] ? RoaringBitmap32.and(before[n], after[n + 1]!) : before[n]);
    const all = before[chosen.length];
    const newest = this.publishedAfter(orders, newSince.getTime() - 0.5);
    // Every open listing (the catalog but the scheduled ones): the large sets are counted by what they lack of it.
    const scheduled = lowerBoundDesc(orders.publishedDesc, now) > 0 ? this.publishedAfter(orders, now) : null;
    const open: OpenListings = { set: scheduled ? RoaringBitmap32.andNot(this.all, scheduled) : this.all, scheduled };
    // The tags are counted over the set of every filter, and so is each alternative group without a selection of
    // its own (its leave-one-out set is that same set): one walk counts them all. A group with a selection is
    // counted over its own set.
    const kinds = this.countedGroups;
    const overAll = GROUPS.filter((group) => !masks[group]);
    const parts = [
      this.listCounts(all, open, [{ groups: this.byTag, name: 'tag' }, ...overAll.map((group) => kinds[group])], orders.keys, walkFrom),
      ...selected.map((group, n) => this.listCounts(without(n), open, [kinds[group]], orders.keys, walkFrom)),
    ];
    const total = all.size;
    const newCount = all.andCardinality(newest);
    const walks = parts.flatMap((part) => (part.walk ? [{ keys: orders.keys!, ids: part.walk }] : []));
    const finish = (counts: readonly Int32Array[]): CatalogFacets => {
      // The walks are over: their ids' buffers can be handed out again.
      for (const walk of walks) this.walkIds.give(walk.ids);
      let next = 0;
      const [[tagCounts, ...overAllCounts], ...selectedCounts] = parts.map((part) => (part.walk ? part.counted(counts[next++]) : part.rows));
      const counted = new Map<Group, CountRow[]>([...overAll.map((group, n) => [group, overAllCounts[n]] as const), ...selected.map((group, n) => [group, selectedCounts[n][0]] as const)]);
      return {
        total,
        newCount,
        remote: counted.get('remote')!,
        contractTypes: counted.get('contract')!,
        weeklyDaysMin: counted.get('weekly')!,
        tags: tagCounts.sort((a, b) => b.count - a.count || a.id - b.id).slice(0, tagLimit),
        areas: counted.get('area')!,
      };
    };
    return { plan: { walks, finish }, all, orders };
  }

  /**
   * Counts per group, one intersection count each. A set holding most of `open` (every open listing) is
   * counted by what it lacks: a group's open listings minus those in the small rest, since an intersection
   * count costs about the smaller side (the search page without a keyword: 85,000 listings, 200 groups).
   */
  private groupCounts(groups: Groups, set: RoaringBitmap32, open: OpenListings): CountRow[] {
    const rows: CountRow[] = [];
    let rest: RoaringBitmap32 | null = null;
    if (set.size * 2 > open.set.size) {
      // Every set counted here is part of `open` (the query's base excludes what is not open yet), so one as large
      // as it is all of it: nothing to subtract, no copy of 85,000 ids (the search page as it opens, every page).
      if (set.size === open.set.size) rest = this.empty;
      else rest = RoaringBitmap32.andNot(open.set, set);
    }
    for (const [id, bitmap] of groups) {
      const count = rest ? this.openCount(bitmap, open) - (rest.isEmpty ? 0 : bitmap.andCardinality(rest)) : bitmap.andCardinality(set);
      if (count > 0) rows.push({ id, count });
    }
    return rows;
  }

  /**
   * Counts per group of each kind (tags, areas, remote levels, contract types, weekly days), for one set: a small set
   * from its listings' keys (ListingKeys) into one counting array (cheaper than a call per group), every kind in one
   * walk of the set's ids; a larger one (see below), or a catalog whose keys have no slots, group by group.
   */
  private listCounts(set: RoaringBitmap32, open: OpenListings, kinds: readonly CountedKind[], keys: ListingKeys | null, walkFrom: number): KindCounts {
    // Group by group, each count costs about a call per 65,536 ids of the catalog (a bitmap's containers) and the
    // walk about the same for every listing it walks, so the walk is cheaper up to a number of listings per group
    // that grows with the catalog. Measured with the slots (in process, random sets, every kind counted): at
    // 100,000 listings the walk 0.45-1.3 ms against 2.9-3.5 ms group by group for sets of 9,000-43,000; at
    // 1,000,000 listings 0.5-19 ms against 7-35 ms for sets of 2,000-477,000 (the walk a memory miss a listing, a
    // count of two bitmaps about 30 µs a group). Hence 256 listings a group for each 65,536 ids. The whole open
    // catalog is counted group by group (a group's own size, no intersection: the search page as it opens).
    const byGroup = () => ({ walk: null, rows: kinds.map((k) => this.groupCounts(k.groups, set, open)) });
    if (!keys || set.size === open.set.size) return byGroup();
    // A set holding most of the open catalog is counted by what it lacks: each group's open listings less the walk
    // of the rest (a tag page of 700,000 of 1,000,000 listings walks 300,000; group by group its 158 tags cost
    // 25 ms against 7 ms for the walk, on this thread, where the walk goes to a count worker).
    const lacking = set.size * 2 > open.set.size;
    const walked = lacking ? RoaringBitmap32.andNot(open.set, set) : set;
    const maxGroups = Math.max(...kinds.map((k) => k.groups.size));
    const containers = Math.ceil(slotsCovered(keys) / 65_536);
    if (walked.size >= maxGroups * 256 * containers) return byGroup();
    // The groups as they are now (a walk left to a worker is read after this query's bitmaps are gone), each with
    // its open listings when the walk is of what the set lacks.
    const groupKeys = kinds.map(({ groups, name }) => ({
      offset: keys.offsets[name],
      groups: [...groups].map(([key, bitmap]) => ({ key, open: lacking ? this.openCount(bitmap, open) : 0 })),
    }));
    const counted = (counts: Int32Array) =>
      groupKeys.map(({ offset, groups }) => {
        const rows: CountRow[] = [];
        for (const group of groups) {
          const count = lacking ? group.open - counts[offset + group.key] : counts[offset + group.key];
          if (count > 0) rows.push({ id: group.key, count });
        }
        return rows;
      });
    // A walk left to the caller gets its own copy of the ids, in shared memory (a count worker reads them where they
    // are); one made here reads them from the scratch buffer.
    if (walked.size >= walkFrom) return { walk: walked.toUint32Array(this.walkIds.take(walked.size)), counted };
    return { walk: null, rows: counted(countKeys(keys, walked.toUint32Array(this.scratchIds(walked.size)))) };
  }

  /**
   * How many of a group's listings are open: its size less its scheduled ones (a few), not an intersection with the
   * open catalog (most of it: as dear as counting the group over a set that large).
   */
  private openCount(bitmap: RoaringBitmap32, open: OpenListings): number {
    return bitmap.size - (open.scheduled ? bitmap.andCardinality(open.scheduled) : 0);
  }

  /**
   * A buffer of at least `size` ids for a set's members, reused by every query (one thread; its contents are
   * read before the next query starts): a search's walk does not allocate tens of thousands of ids each time.
   */
  private scratchIds(size: number): Uint32Array {
    if (this.scratch.length < size) this.scratch = new Uint32Array(Math.max(size, this.scratch.length * 2));
    return this.scratch.subarray(0, size);
  }

  /** Counts per (remote level, minimum weekly days, contract type), with the new ones (ItemSearchRepository.stats). */
  stats(filters: SearchFilters, newSince: Date, now = Date.now()): SearchStatsRow[] {
    const since = newSince.getTime();
    const c = this.columns;
    return this.withMatching(filters, now, (matching) => {
      // Grouped by one small integer per combination, read from the typed columns (no object per listing).
      const rows = new Map<number, SearchStatsRow>();
      const contractKey = new Map<number, number>();
      for (const id of matching.toUint32Array()) {
        let contract = contractKey.get(c.contract[id]);
        if (contract === undefined) contractKey.set(c.contract[id], (contract = contractKey.size));
        const key = (c.remote[id] * 8 + c.weekly[id] + 1) * 65536 + contract;
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
    return this.inArena(() => use(this.matching(filters, now, this.sorted())));
  }

  /** Runs `work` with every bitmap it makes disposed afterwards. */
  private inArena<T>(work: () => T): T {
    const arena = new RoaringArenaAllocator().start();
    try {
      return work();
    } finally {
      arena.stop();
      arena.disposeAll();
    }
  }

  /** Intersections of bitmaps only: the set filters, the keyword postings, and the ranges cut from the orders. */
  private matching(f: SearchFilters, now: number, orders: Orders): RoaringBitmap32 {
    const result = this.baseMatching(f, now, orders);
    const masks = this.groupMasks(f);
    for (const group of GROUPS) if (masks[group]) result.andInPlace(masks[group]);
    return result;
  }

  /** Open now, and every filter but the alternative groups (areas, remote levels, contract types, weekly days). */
  private baseMatching(f: SearchFilters, now: number, orders: Orders): RoaringBitmap32 {
    // Each filter is a set the result lies within (every one a part of the catalog); the result starts from the
    // keyword match (a bitmap of its own) or a copy of the smallest, not from a copy of the whole catalog
    // intersected with each in turn (at 1,000,000 listings a copy of 16 full containers, then an intersection of them).
    const within: (RoaringBitmap32 | undefined)[] = [];
    for (const t of f.tagIds) within.push(this.byTag.get(t));
    if (f.anyTagIds?.length) within.push(this.union('tag', this.byTag, f.anyTagIds));
    if (f.rateMinYen !== undefined || f.rateMaxYen !== undefined) {
      // Ranges overlap; a listing with one bound stated counts as that single figure (the SQL's COALESCEs).
      const rates = (name: string, groups: Groups, ok: (rate: number) => boolean) => this.union(name, groups, [...groups.keys()].filter(ok));
      let rated: RoaringBitmap32 | null = null;
      if (f.rateMinYen !== undefined) {
        const lo = f.rateMinYen;
        rated = rates('rateHi', this.byRateHi, (rate) => rate >= lo);
      }
      if (f.rateMaxYen !== undefined) {
        const hi = f.rateMaxYen;
        const below = rates('rateLo', this.byRateLo, (rate) => rate <= hi);
        rated = rated ? RoaringBitmap32.and(rated, below) : below;
      }
      if (f.includeNoRate) rated = RoaringBitmap32.or(rated!, this.noRate);
      within.push(rated!);
    }
    // A tag no listing carries: nothing matches.
    if (within.some((set) => set === undefined)) return new RoaringBitmap32();
    const sets = (within as RoaringBitmap32[]).sort((x, y) => x.size - y.size);
    // wordAreaIds is not needed: the listing's area names are part of its indexed text.
    const matched = f.words.length ? this.keywords.match(f.words, f.wordTagIds, (tagIds) => this.union('tag', this.byTag, tagIds)) : null;
    const result = matched ?? (sets.length ? sets.shift()!.clone() : this.all.clone());
    for (const set of sets) result.andInPlace(set);
    // Not open yet: published later than now (the newest-first prefix dated after now).
    if (lowerBoundDesc(orders.publishedDesc, now) > 0) result.andNotInPlace(this.publishedAfter(orders, now));
    if (f.publishedSince) result.andInPlace(this.publishedAfter(orders, f.publishedSince.getTime() - 0.5));
    return result;
  }

  /** What each alternative group's selection allows: the union of its chosen options. */
  private groupMasks(f: SearchFilters): GroupMasks {
    const masks: GroupMasks = {};
    if (f.areaIds.length) masks.area = this.union('area', this.byArea, f.areaIds);
    if (f.remoteLevels.length) masks.remote = this.union('remote', this.byRemote, f.remoteLevels);
    if (f.contractTypeIds.length) masks.contract = this.union('contract', this.byContract, f.contractTypeIds);
    if (f.weeklyDays !== undefined) {
      const days = f.weeklyDays;
      masks.weekly = this.union('weekly', this.byWeeklyMin, [...this.byWeeklyMin.keys()].filter((d) => d <= days));
    }
    return masks;
  }

  /**
   * The listings published after `time`: a prefix of the newest-first order, kept as a bitmap per prefix
   * length until the orders change (the 7-day "new" cut-off moves a step only when a listing crosses it), so
   * a query does not rebuild it from tens of thousands of unsorted ids. Read-only for the caller.
   */
  private publishedAfter(orders: Orders, time: number): RoaringBitmap32 {
    const length = lowerBoundDesc(orders.publishedDesc, time);
    return this.prefixes.get(length, () => new RoaringBitmap32(orders.new.slice(0, length).sort()));
  }

  /**
   * The union of some groups' bitmaps, read-only: one group's own bitmap, or a union kept until the next change
   * (like the prefixes). A rate filter is the union of every rate figure above it — tens of bitmaps of tens of
   * thousands of listings — and a visitor population asks the same few thresholds, remote levels and day bounds
   * over and over: an exact derived set, not a cached answer (profile of issue 14's mix: 9 % of the API's CPU
   * went to rebuilding these unions).
   */
  private union(name: string, groups: Groups, keys: readonly number[]): RoaringBitmap32 {
    if (keys.length === 1) return groups.get(keys[0]) ?? this.empty;
    const key = `${name}:${[...new Set(keys)].sort((a, b) => a - b).join(',')}`;
    return this.unions.get(key, () => anyOf(groups, keys));
  }

  /** A listing changed: the orders are brought up to date by the next query; what was derived from them is dropped. */
  private ordersChanged(id: number): void {
    // Without orders (the build at start) there is nothing to patch: the next query makes them.
    if (this.orders) this.changedSinceOrders.add(id);
    this.prefixes.clear();
    this.orderPrefixes.clear();
    this.unions.clear();
  }

  /**
   * The orders, brought up to date with the listings changed since they were made: a few changed listings are
   * moved to their places in the kept orders (a pass over typed arrays), many — more than an eighth of the
   * catalog — make them anew (two sorts of every listing: about 6 s at 1,000,000 listings, 0.3 s at 100,000, which
   * every write used to cost the next search). Either way the result is what builtOrders gives (unit test).
   */
  private sorted(): Orders {
    if (this.orders && this.changedSinceOrders.size === 0) return this.orders;
    const patch = this.orders && this.changedSinceOrders.size * 8 < this.listings.size;
    this.orders = patch ? this.patchedOrders(this.orders!, this.changedSinceOrders) : this.builtOrders();
    this.changedSinceOrders.clear();
    return this.orders;
  }

  /** Newest first, then highest id: the order of `new` (and the rate order's tie-break). */
  private readonly newestFirst = (a: number, b: number) => this.columns.publishedAt[b] - this.columns.publishedAt[a] || b - a;
  /** Highest stated top rate first, none last (as MariaDB and SQLite sort NULL in DESC), then newest: the order of `rate`. */
  private readonly highestRateFirst = (a: number, b: number) => this.columns.rateMax[b] - this.columns.rateMax[a] || this.newestFirst(a, b);

  private builtOrders(): Orders {
    const ids = Uint32Array.from(this.listings.keys());
    return this.ordersFrom(ids.slice().sort(this.newestFirst), ids.sort(this.highestRateFirst));
  }

  private patchedOrders(old: Orders, changed: ReadonlySet<number>): Orders {
    const isChanged = new Uint8Array(Math.max(old.rankNew.length, 1));
    for (const id of changed) if (id < isChanged.length) isChanged[id] = 1;
    const present = [...changed].filter((id) => this.listings.has(id));
    const merged = (order: Uint32Array, compare: (a: number, b: number) => number) => {
      const adds = present.slice().sort(compare);
      const out = new Uint32Array(this.listings.size);
      let n = 0;
      let next = 0;
      for (let i = 0; i < order.length; i++) {
        const id = order[i];
        if (isChanged[id]) continue;
        while (next < adds.length && compare(adds[next], id) < 0) out[n++] = adds[next++];
        out[n++] = id;
      }
      while (next < adds.length) out[n++] = adds[next++];
      return out;
    };
    return this.ordersFrom(merged(old.new, this.newestFirst), merged(old.rate, this.highestRateFirst));
  }

  private ordersFrom(byNew: Uint32Array, byRate: Uint32Array): Orders {
    let maxId = 0;
    for (const id of byNew) if (id > maxId) maxId = id;
    const rankNew = new Int32Array(maxId + 1);
    const rankRate = new Int32Array(maxId + 1);
    for (let i = 0; i < byNew.length; i++) rankNew[byNew[i]] = i;
    for (let i = 0; i < byRate.length; i++) rankRate[byRate[i]] = i;
    const ls = [...this.listings.values()];
    return {
      new: byNew,
      rate: byRate,
      rankNew,
      rankRate,
      publishedDesc: Float64Array.from(byNew, (id) => this.columns.publishedAt[id]),
      keys: listingKeys(ls, maxId),
    };
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

/** The union of some groups' bitmaps (a new bitmap; empty when none of the keys has one). */
function anyOf(groups: Groups, keys: readonly number[]): RoaringBitmap32 {
  return RoaringBitmap32.orMany(keys.flatMap((k) => groups.get(k) ?? []));
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
