import { Injectable } from '@nestjs/common';
import type { CountRow, RateCountRow, SearchFilters, SearchStatsRow } from '../search/item-search.repository';
import type { SearchSort } from '../search/dto/search-items.query.dto';
import type { MatchRanking } from '../search/match-ranking';
import { CatalogIndexService } from './catalog-index.service';
import type { CatalogFacets } from './catalog-index';
import type { CardIdsRow } from '../items.repository';
import type { CardNames, RenderedCard } from './listing-cards';

/**
 * Every question the listing pages ask about the open catalog (issue 14): one page of ids in an order,
 * totals and facets, tag and area counts, whether a tag has open listings, and which tags a keyword word
 * names; and for the top page, tag pages, market price and recommendations: counts of named tags, counts per
 * rate, the highest rates and the highest ids. The answers are current on every write, so no caller memoises
 * them. The in-process index answers them today; a catalog too large for one process's memory can put an
 * external engine (OpenSearch with an n-gram analyzer) behind the same methods — README, "Catalog search
 * index". ItemSearchRepository states the same semantics in SQL and is what tests hold an engine to.
 */
export abstract class CatalogSearch {
  /** Per folded keyword word, the ids of the live tags it names (term or alias). */
  abstract namedTagIds(words: readonly string[]): Promise<number[][]>;
  abstract pageIds(filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<number[]>;
  abstract matchPageIds(filters: SearchFilters, ranking: MatchRanking, offset: number, limit: number): Promise<number[]>;
  abstract stats(filters: SearchFilters, newSince: Date): Promise<SearchStatsRow[]>;
  /** The search page's total and facets (CatalogFacets), in one pass over the filters. */
  abstract facets(filters: SearchFilters, newSince: Date, tagLimit: number): Promise<CatalogFacets>;
  /** A search page: pageIds and facets of the same filters, the matching listings found once for both. */
  abstract searchPage(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, newSince: Date, tagLimit: number): Promise<{ ids: number[]; facets: CatalogFacets }>;
  /** The terms of live tags by id (a deleted or unknown id is absent). */
  abstract termsOfTags(tagIds: readonly number[]): Promise<Map<number, string>>;
  abstract tagCounts(filters: SearchFilters, limit: number, excludeTagIds?: number[]): Promise<CountRow[]>;
  abstract areaCounts(filters: SearchFilters): Promise<CountRow[]>;
  abstract hasOpenListingsWithTag(tagId: number): Promise<boolean>;
  /** Takes in every write made so far, even ones that bypassed the change bus (a daily job must not miss a listing written a moment ago). */
  abstract sync(): Promise<void>;
  /**
   * The cards among `ids` that the engine holds — the published listings (open or not yet) and the ended ones
   * of `endedIds`' lists — as current as its search answers; absent ids (other ended ones, deleted, drafts,
   * unknown) are the caller's to read from the database.
   */
  abstract cards(ids: readonly number[]): Promise<Map<number, CardIdsRow>>;
  /**
   * The published listings among `ids` that the engine holds, each card written out as JSON (ItemCardDto: its first
   * `tagLimit` tags, areas and industry named by `names`, new when published at or after `newSince` ms); others absent.
   */
  abstract renderedCards(ids: readonly number[], names: CardNames, tagLimit: number, newSince: number): Promise<Map<number, RenderedCard>>;
  /**
   * Ended (not deleted) listings, most recently ended first (then highest id), of the tag when given, at most
   * `limit` (≤ 50): the 募集終了 lists of tag pages without open listings. Their cards come through `cards` too.
   */
  abstract endedIds(limit: number, tagId?: number): Promise<number[]>;
  /** Rankings, count per tag and the popular-search block ask about a few named tags, not every tag. */
  abstract countsOfTags(filters: SearchFilters, tagIds: readonly number[]): Promise<CountRow[]>;
  /** The rated count, average rates (rate-average.ts) and a tag's rate histogram are sums over these rows. */
  abstract rateCounts(filters: SearchFilters): Promise<RateCountRow[]>;
  /** The high-rate ranking: rate_max then id, not the search's rate order (rate_max then newest). */
  abstract highestRateIds(filters: SearchFilters, limit: number): Promise<number[]>;
  /** Recommendation candidates: each tag's most recent listings by id. */
  abstract highestIds(filters: SearchFilters, limit: number, excludeIds?: readonly number[]): Promise<number[]>;
}

/** CatalogSearch answered by the in-process catalog search index. */
@Injectable()
export class IndexedCatalogSearch extends CatalogSearch {
  constructor(private readonly indexes: CatalogIndexService) {
    super();
  }

  async namedTagIds(words: readonly string[]): Promise<number[][]> {
    await this.indexes.current();
    return words.map((word) => this.indexes.tagIdsNamed(word));
  }

  async pageIds(filters: SearchFilters, sort: SearchSort, offset: number, limit: number): Promise<number[]> {
    return (await this.indexes.current()).pageIds(filters, sort, offset, limit);
  }

  async matchPageIds(filters: SearchFilters, ranking: MatchRanking, offset: number, limit: number): Promise<number[]> {
    return (await this.indexes.current()).matchPageIds(filters, ranking, offset, limit);
  }

  async stats(filters: SearchFilters, newSince: Date): Promise<SearchStatsRow[]> {
    return (await this.indexes.current()).stats(filters, newSince);
  }

  async facets(filters: SearchFilters, newSince: Date, tagLimit: number): Promise<CatalogFacets> {
    return this.indexes.facets(filters, newSince, tagLimit);
  }

  async searchPage(filters: SearchFilters, sort: SearchSort, offset: number, limit: number, newSince: Date, tagLimit: number): Promise<{ ids: number[]; facets: CatalogFacets }> {
    return this.indexes.searchPage(filters, sort, offset, limit, newSince, tagLimit);
  }

  async cards(ids: readonly number[]): Promise<Map<number, CardIdsRow>> {
    await this.indexes.current();
    return this.indexes.cardsOf(ids);
  }

  async renderedCards(ids: readonly number[], names: CardNames, tagLimit: number, newSince: number): Promise<Map<number, RenderedCard>> {
    await this.indexes.current();
    return this.indexes.renderedCards(ids, names, tagLimit, newSince);
  }

  async endedIds(limit: number, tagId?: number): Promise<number[]> {
    await this.indexes.current();
    return this.indexes.endedIds(limit, tagId);
  }

  async termsOfTags(tagIds: readonly number[]): Promise<Map<number, string>> {
    await this.indexes.ready();
    return this.indexes.tagTerms(tagIds);
  }

  async tagCounts(filters: SearchFilters, limit: number, excludeTagIds: number[] = []): Promise<CountRow[]> {
    return (await this.indexes.current()).tagCounts(filters, limit, excludeTagIds);
  }

  async areaCounts(filters: SearchFilters): Promise<CountRow[]> {
    return (await this.indexes.current()).areaCounts(filters);
  }

  async sync(): Promise<void> {
    await this.indexes.ready();
    await this.indexes.catchUp();
  }

  async hasOpenListingsWithTag(tagId: number): Promise<boolean> {
    return (await this.indexes.current()).hasOpenWithTag(tagId);
  }

  async countsOfTags(filters: SearchFilters, tagIds: readonly number[]): Promise<CountRow[]> {
    return (await this.indexes.current()).countsOfTags(filters, tagIds);
  }

  async rateCounts(filters: SearchFilters): Promise<RateCountRow[]> {
    return (await this.indexes.current()).rateCounts(filters);
  }

  async highestRateIds(filters: SearchFilters, limit: number): Promise<number[]> {
    return (await this.indexes.current()).highestRateIds(filters, limit);
  }

  async highestIds(filters: SearchFilters, limit: number, excludeIds: readonly number[] = []): Promise<number[]> {
    return (await this.indexes.current()).highestIds(filters, limit, excludeIds);
  }
}
