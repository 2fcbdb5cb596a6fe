import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { CatalogChanges, type CatalogChange } from '../../../common/catalog-changes/catalog-changes';
import { foldForSearch, parseKeyword } from '../../../common/text/search-keyword';
import { MasterService } from '../../master/master.service';
import { TagsService } from '../../tags/tags.service';
import { ItemSearchRepository } from '../search/item-search.repository';
import { CatalogIndex, initCatalogBitmaps, type CatalogFacets, type FacetsPlan } from './catalog-index';
import { CountWalkers } from './count-walkers';
import { indexedListing, type ListingNames } from './indexed-listing';
import { ListingCards, type CardNames, type RenderedCard } from './listing-cards';
import { rangesPreparedHere, rangesPreparedInWorkers } from './catalog-build-workers';
import { preparedListings } from './prepared-range';
import { collectGarbage } from '../../../common/runtime/collect-garbage';
import { CatalogWords, placeNameForms } from './catalog-words';
import { EndedListings } from './ended-listings';
import { ItemStatus } from '../entities/item.entity';
import type { CardIdsRow } from '../items.repository';
import type { SearchFilters } from '../search/item-search.repository';
import type { SearchSort } from '../search/dto/search-items.query.dto';

/**
 * Each poll reads the listings written since this long before the previous poll began (by the database's
 * clock): a transaction that commits late, its rows stamped up to this long before its commit, is still
 * found. Anchored to the previous poll, not to the latest write seen: after a bulk import, its last seconds
 * of rows are re-read for a few seconds, not on every poll until the next write (measured at 100,000 seeded
 * listings: ~50,000 rows re-read twice a second, 4 % of the CPU and 10–28 ms stalls in searches).
 */
const POLL_LOOKBACK_MS = 5_000;
/** Listing ids read and indexed at a time while building on the API's thread. */
const BUILD_PAGE = 10_000;
/**
 * The same with build workers: smaller ranges keep each worker's heap small (measured at 100,000 listings, two
 * workers: 10,000 ids a range 10.1–10.8 s, peak +586–612 MB; 2,500 8.0–8.9 s, +464–499 MB; 1,000 8.0–8.5 s, +452 MB).
 */
const BUILD_WORKER_PAGE = 1_000;
/**
 * From this highest listing id up, the build's reading and preparing run in worker threads (CATALOG_BUILD_WORKERS):
 * below it they do not pay for starting (measured on SQLite at 21,209 listings: 3.5 s with two workers, 3.3 s without).
 */
const BUILD_WORKERS_FROM_ID = 50_000;
/**
 * The catalog's most frequent words kept from the start (KeywordIndex.keep): at most this many, each in at
 * least this share of the listings, counted on about this many listings (CatalogWords).
 */
const VOCABULARY_TEXT_WORDS = 300;
const VOCABULARY_MIN_SHARE = 0.002;
const VOCABULARY_SAMPLE = 25_000;
/**
 * What keeping them may add to the build: this share of the build's time so far, at least the minimum. A word's
 * check costs about its candidates: all of the ~300 words fit at 100,000 listings (0.7–0.9 s of a 6 s build);
 * at 1,000,000 they took 16 s of a 118 s build, so there the names and words with the most candidates are kept
 * (KeywordIndex.keep), the rest are checked on first use. An eighth (was a twentieth, when the budget ran out on
 * names with few candidates): at 1,000,000 listings all 302 words in 5.2 s of a 50.9 s build.
 */
const VOCABULARY_BUDGET_SHARE = 0.125;
const VOCABULARY_MIN_BUDGET_MS = 1_000;
/** Every this many polls (a minute at 500 ms), the repair pass compares the published ids and the tag names in full (`repair`). */
const REPAIR_EVERY_POLLS = 120;
/**
 * Facet walks of at least this many listings go to a count worker (CATALOG_COUNT_WORKERS): below it the walk costs
 * about what handing it over does (a message each way, the worker waking up).
 */
const WALK_IN_WORKER_FROM = 16_384;
/**
 * While a count worker has no walk in hand, walks from this many listings go to it too. At 100,000 listings (issue
 * 14's mix, fresh and warm processes in turn, 2026-12-02) the walks of 4,096–16,383 listings were 10 % of the API
 * thread's time: handed over, the thread's CPU a search fell 4–12 % with the p95 unchanged, where 1,024 made it worse
 * (more hand-overs than walks saved). Not when the workers are busy: at 1,000,000 listings small walks queued behind
 * large ones on the one worker made the mix slower (8,192 for every walk: p95 67.7 against 54.7 ms).
 */
const WALK_IN_IDLE_WORKER_FROM = 4_096;
/** The pause between the build's garbage collection and its resident figure (see build). */
const SETTLE_MS = 100;

/**
 * Owns the catalog search index (issue 14): builds it from the database (the published listings, the terms
 * and aliases of live tags, the names of areas — SPEC §5's searchable text) and keeps it current:
 *
 * - on a change announced through CatalogChanges (the one path writers take: this process before the
 *   writer's request returns, other instances over Redis pub/sub), the changed listings are re-read;
 * - every CATALOG_INDEX_POLL_MS, listings written since the last look (items.updated_at) and a changed tag
 *   table are re-read — the fallback without Redis and the repair of a lost message; every minute the
 *   published ids are compared in full.
 *
 * Changes are applied one at a time in the order they were read, so a slow re-read never overwrites a
 * newer one. `ready()` builds it once (main.ts awaits it before listening, so the first request is as fast
 * as any); `current()` is what a search reads.
 */
@Injectable()
export class CatalogIndexService implements OnApplicationShutdown {
  private readonly logger = new Logger(CatalogIndexService.name);
  private index: CatalogIndex | null = null;
  /** The indexed listings' cards, set and dropped with the index's entries. */
  private readonly cards = new ListingCards();
  /** The tag pages' 募集終了 lists and their cards, kept current with the index. */
  private readonly ended: EndedListings;
  private building: Promise<CatalogIndex> | null = null;
  /** How the last build went: its time and the worker threads it used (0: this thread). Logged; read by tests. */
  lastBuild: { ms: number; workers: number } | null = null;
  /** Folded term or alias → the live tags so named. */
  private tagsByName = new Map<string, number[]>();
  /** Live tag id → its names as typed and its term (the listing text's part). */
  private tagNames = new Map<number, { term: string; names: string[] }>();
  private areaNames = new Map<number, string>();
  /** listingNames' copy of tagNames and areaNames, made again when they change. */
  private names: ListingNames | null = null;
  private tagsVersion = '';
  /** The database's clock when the previous poll (or the build) began. */
  private lastPollAt: Date | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private catchingUp: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polls = 0;
  private stopped = false;
  private readonly walkers: CountWalkers;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly repository: ItemSearchRepository,
    private readonly tags: TagsService,
    private readonly master: MasterService,
    changes: CatalogChanges,
  ) {
    this.ended = new EndedListings(repository);
    this.walkers = new CountWalkers(config.catalogCountWorkers, (error) =>
      this.logger.error(`catalog search index: a count worker failed, its counts were made on this thread: ${error.message}`),
    );
    changes.listen((change) => this.applyChange(change));
  }

  /** Builds the index and starts the change poll, once. */
  ready(): Promise<CatalogIndex> {
    if (this.index) return Promise.resolve(this.index);
    this.building ??= this.serial(() => this.build()).then((index) => {
      this.index = index;
      if (!this.stopped) this.schedulePoll();
      return index;
    });
    this.building.catch(() => (this.building = null));
    return this.building;
  }

  /** The index a search reads; with CATALOG_INDEX_SYNC_ON_READ, after looking for writes made since the last look. */
  async current(): Promise<CatalogIndex> {
    const index = await this.ready();
    if (this.config.catalogIndexSyncOnRead) await this.catchUp();
    return index;
  }

  /** CatalogIndex.searchPage, with the walks of large result sets made by the count workers (CountWalkers). */
  async searchPage(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, newSince: Date, tagLimit: number): Promise<{ ids: number[]; facets: CatalogFacets }> {
    const { ids, facets } = (await this.current()).searchPagePlan(filters, sort, offset, limit, newSince, tagLimit, this.walkFrom());
    return { ids, facets: await this.finished(facets) };
  }

  /** CatalogIndex.facets, the same way. */
  async facets(filters: SearchFilters, newSince: Date, tagLimit: number): Promise<CatalogFacets> {
    return this.finished((await this.current()).facetsPlan(filters, newSince, tagLimit, this.walkFrom()));
  }

  private walkFrom(): number {
    if (this.walkers.size === 0) return Infinity;
    return this.walkers.idle ? WALK_IN_IDLE_WORKER_FROM : WALK_IN_WORKER_FROM;
  }

  private async finished(plan: FacetsPlan): Promise<CatalogFacets> {
    return plan.finish(await Promise.all(plan.walks.map((walk) => this.walkers.count(walk.keys, walk.ids))));
  }

  /** The live tags a folded keyword word names (term or alias), ascending. */
  tagIdsNamed(word: string): number[] {
    return this.tagsByName.get(word) ?? [];
  }

  /** The terms of the live tags among `ids` (as current as the index). */
  tagTerms(ids: readonly number[]): Map<number, string> {
    const terms = new Map<number, string>();
    for (const id of ids) {
      const names = this.tagNames.get(id);
      if (names) terms.set(id, names.term);
    }
    return terms;
  }

  /** The cards of the indexed listings among `ids` (others absent), their tags named by the live tags (as current as the index). */
  cardsOf(ids: readonly number[]): Map<number, CardIdsRow> {
    const termOf = (tagId: number) => this.tagNames.get(tagId)?.term;
    const found = this.cards.get(ids, termOf);
    if (found.size < ids.length) for (const [id, card] of this.ended.cardsOf(ids, termOf)) found.set(id, card);
    return found;
  }

  /** The indexed published listings among `ids` (others absent) with their cards written out (ListingCards.render). */
  renderedCards(ids: readonly number[], names: CardNames, tagLimit: number, newSince: number): Map<number, RenderedCard> {
    return this.cards.render(ids, (tagId) => this.tagNames.get(tagId)?.term, names, tagLimit, newSince);
  }

  /** The most recently ended listings (of the tag, when given), at most `limit` (≤ ENDED_KEPT). */
  endedIds(limit: number, tagId?: number): number[] {
    return this.ended.ids(limit, tagId);
  }

  /**
   * Looks for listings and tags written before this call and applies them. Callers share a look that has not
   * begun yet; one already running may have read before the caller's write (a test's factory write, then a
   * search with CATALOG_INDEX_SYNC_ON_READ), so it is not joined: the next look is queued after it.
   */
  catchUp(): Promise<void> {
    this.catchingUp ??= this.serial(() => {
      this.catchingUp = null;
      return this.poll();
    });
    return this.catchingUp;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    void this.walkers.stop();
  }

  private async build(): Promise<CatalogIndex> {
    const started = Date.now();
    const rssBefore = process.memoryUsage().rss;
    await initCatalogBitmaps();
    // The clock first: a listing written while the rows are read is found again by the first poll.
    this.lastPollAt = await this.repository.databaseNow();
    await this.loadNames();
    const index = new CatalogIndex();
    // Range by range: the rows' texts are garbage once indexed, so the heap never holds the whole catalog twice.
    const maxId = await this.repository.maxListingId();
    const words = new CatalogWords();
    // Another thread cannot open an in-memory SQLite database.
    const ownDatabase = this.config.databaseUrl !== undefined || this.config.sqlitePath !== ':memory:';
    const inWorkers = this.config.catalogBuildWorkers > 0 && maxId >= BUILD_WORKERS_FROM_ID && ownDatabase;
    const size = inWorkers ? BUILD_WORKER_PAGE : BUILD_PAGE;
    const ranges = { count: Math.ceil(maxId / size), size, names: this.listingNames(), sampleEvery: Math.max(1, Math.ceil(maxId / VOCABULARY_SAMPLE)) };
    const workers = inWorkers ? Math.min(this.config.catalogBuildWorkers, ranges.count) : 0;
    const prepared = inWorkers
      ? rangesPreparedInWorkers(ranges, { databaseUrl: this.config.databaseUrl, sqlitePath: this.config.sqlitePath }, workers, words)
      : rangesPreparedHere(ranges, (range) => this.repository.publishedListingRows(undefined, range), words);
    const indexRanges = async () => {
      for await (const range of prepared) {
        index.addPrepared(preparedListings(range), range.keywords);
        range.cards.ids.forEach((id, n) => this.cards.setJson(id, range.cards.json[n]));
      }
    };
    // The 募集終了 lists are the database's work (a windowed query: 17 s at 1,000,000 listings, with this thread
    // idle when it ran after the ranges) and need nothing of the index: read while the open catalog is indexed.
    await Promise.all([this.ended.load(), indexRanges()]);
    index.prepare();
    const keepStarted = Date.now();
    const budgetMs = Math.max(VOCABULARY_MIN_BUDGET_MS, (keepStarted - started) * VOCABULARY_BUDGET_SHARE);
    const kept = index.keepWords([...this.nameWords(), ...words.frequent(VOCABULARY_TEXT_WORDS, VOCABULARY_MIN_SHARE)], budgetMs);
    const keepMs = Date.now() - keepStarted;
    index.warmUp();
    // Started with the build when the catalog can have walks for them, so the first such search does not wait for a thread to start.
    const countWorkers = index.size >= WALK_IN_IDLE_WORKER_FROM ? this.walkers.size : 0;
    if (countWorkers) await this.walkers.start();
    // The rows read and the build's temporary arrays are collected now, before the first visitor (not during
    // the first searches); its time counts as the build's. rss, not heap: the bitmaps live in WebAssembly memory.
    const collected = collectGarbage();
    // V8 hands the pages a collection freed back to the system from background tasks, and frees the read rows'
    // buffers after it: measured a moment later, the resident figure is what the index holds with the heap it runs
    // in (at 100,000 listings: +292 MB right after the collection, +280 MB 50 ms later). A second collection would
    // shrink the heap further (+255 MB) but costs the first seconds of traffic: V8 grows it back with more frequent
    // collections (the bench's mix, three interleaved runs each: p95 26.6–32.6 ms with it, 23.7–27.1 ms without).
    if (collected) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const builtMs = Date.now() - started;
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    const rssMb = mb(process.memoryUsage().rss - rssBefore);
    const peakMb = mb(process.resourceUsage().maxRSS * 1024 - rssBefore);
    this.lastBuild = { ms: builtMs, workers };
    this.logger.log(
      `catalog search index: ${index.size} listings and their cards, ${kept} substring words kept (${keepMs} ms), in ${builtMs} ms with ${workers ? `${workers} build worker(s)` : 'no build worker'}, ${countWorkers} count worker(s) started (+${rssMb} MB resident${collected ? ' once collected' : ''}, peak +${peakMb} MB)`,
    );
    return index;
  }

  /** The words of live tags' names and of area names as typed (placeNameForms): what visitors type most besides the catalog's frequent words (CatalogWords). */
  private nameWords(): string[] {
    return [...this.tagsByName.keys(), ...[...this.areaNames.values()].flatMap(placeNameForms)].flatMap((name) => parseKeyword(name));
  }

  private schedulePoll(): void {
    this.timer = setTimeout(() => {
      this.catchUp()
        .catch((error: Error) => this.logger.warn(`catalog search index: change poll failed (retried): ${error.message}`))
        .finally(() => {
          if (!this.stopped) this.schedulePoll();
        });
    }, this.config.catalogIndexPollMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    const index = this.index;
    if (!index) return;
    if ((await this.tags.namesVersion()) !== this.tagsVersion) await this.tagsChanged(index);
    const startedAt = await this.repository.databaseNow();
    const since = new Date((this.lastPollAt ?? startedAt).getTime() - POLL_LOOKBACK_MS);
    await this.refresh(index, await this.repository.listingsWrittenSince(since));
    this.lastPollAt = startedAt;
    if (++this.polls % REPAIR_EVERY_POLLS === 0) await this.repairIndex(index);
  }

  /**
   * The repair pass, every REPAIR_EVERY_POLLS polls and on demand: what the change poll cannot see is compared in
   * full — the published listings with the index's, the 募集終了 lists, and the tag names (the poll notices a tag
   * write by the tags' count and latest write time, which has one-second steps: a second write to a tag within
   * the same second as the one before, made straight to the database, changes neither). Returns what it repaired.
   */
  repair(): Promise<number> {
    return this.serial(async () => {
      const index = this.index;
      return index ? this.repairIndex(index) : 0;
    });
  }

  private async repairIndex(index: CatalogIndex): Promise<number> {
    const published = new Set(await this.repository.publishedIds());
    const differ = [...published].filter((id) => !index.get(id));
    for (const id of index.ids()) if (!published.has(id)) differ.push(id);
    const endedGone = await this.ended.repair();
    await this.refresh(index, differ);
    const tagsRenamed = await this.tagsChanged(index);
    const repaired = differ.length + endedGone + tagsRenamed;
    if (repaired) this.logger.warn(`catalog search index: repaired ${differ.length + endedGone} listing(s) and ${tagsRenamed} tag(s) the change poll had missed`);
    return repaired;
  }

  private applyChange(change: CatalogChange): Promise<void> {
    return this.serial(async () => {
      const index = this.index;
      // Not built yet: the build reads everything anyway.
      if (!index) return;
      if (change.tagIds?.length) await this.tagsChanged(index);
      await this.refresh(index, change.itemIds ?? []);
    });
  }

  /** Re-reads the names of tags; the listings carrying a tag whose names changed are re-read too. Returns how many tags changed. */
  private async tagsChanged(index: CatalogIndex): Promise<number> {
    const before = this.tagNames;
    await this.loadNames();
    index.keepWords(this.nameWords());
    const changed: number[] = [];
    for (const id of new Set([...before.keys(), ...this.tagNames.keys()])) {
      if (JSON.stringify(before.get(id)) !== JSON.stringify(this.tagNames.get(id))) changed.push(id);
    }
    if (changed.length === 0) return 0;
    const affected = new Set([...index.idsWithAnyTag(changed), ...(await this.repository.itemIdsWithTags(changed))]);
    await this.refresh(index, [...affected]);
    return changed.length;
  }

  private async loadNames(): Promise<void> {
    const [version, tags, areas] = await Promise.all([this.tags.namesVersion(), this.tags.searchNames(), this.master.areas()]);
    const tagNames = new Map<number, { term: string; names: string[] }>();
    const byName = new Map<string, number[]>();
    for (const tag of [...tags].sort((a, b) => a.id - b.id)) {
      tagNames.set(tag.id, { term: tag.names[0], names: tag.names });
      for (const name of new Set(tag.names.map(foldForSearch))) {
        const ids = byName.get(name) ?? [];
        ids.push(tag.id);
        byName.set(name, ids);
      }
    }
    this.tagsVersion = version;
    this.tagNames = tagNames;
    this.tagsByName = byName;
    this.areaNames = new Map(areas.map((a) => [a.id, a.name]));
    this.names = null;
  }

  /** Re-reads the listings `ids`: each published one is (re)indexed, any other dropped. */
  private async refresh(index: CatalogIndex, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const unique = [...new Set(ids)];
    const unpublished: number[] = [];
    const published: number[] = [];
    for (let start = 0; start < unique.length; start += 1000) {
      const chunk = unique.slice(start, start + 1000);
      const rows = await this.repository.publishedListingRows(chunk);
      const found = new Set(rows.map((r) => r.id));
      for (const row of rows) {
        index.upsert(indexedListing(row, this.listingNames()));
        this.cards.set(row, ItemStatus.Published);
        published.push(row.id);
      }
      for (const id of chunk) {
        if (found.has(id)) continue;
        index.remove(id);
        this.cards.delete(id);
        unpublished.push(id);
      }
    }
    // In the same synchronous stretch as the changes: no query in between finds the orders missing.
    index.prepare();
    // After the open catalog: a listing ended a moment ago leaves the searches first, then joins the 募集終了 lists.
    await this.ended.changed(unpublished, published);
  }

  /** The names listings' texts take (live tags' terms, area names), as current as the index. */
  private listingNames(): ListingNames {
    return (this.names ??= { tagTerms: new Map([...this.tagNames].map(([id, tag]) => [id, tag.term])), areaNames: this.areaNames });
  }

  /** Runs `work` after every change queued before it. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
