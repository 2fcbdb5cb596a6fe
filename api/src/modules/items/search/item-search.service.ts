import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../../../common/time/japan-day';
import { TagsService } from '../../tags/tags.service';
import { MasterService } from '../../master/master.service';
import type { TagCountDto } from '../../tags/dto/tag.dto';
import type { ItemCardDto } from '../dto/item-card.dto';
import type { SearchItemsQueryDto } from './dto/search-items.query.dto';
import type { SearchFacetsDto, SearchResultDto, TagSearchResultDto } from './dto/search-result.dto';
import { REMOTE_LEVEL_LABELS, RemoteLevel } from '../entities/item.entity';
import { emptyFilters, ItemSearchRepository, type CountRow, type SearchFilters } from './item-search.repository';
import { CARD_TAG_LIMIT, NEW_ITEM_DAYS, toItemCard, ItemsService } from '../items.service';
import { parseKeyword } from '../../../common/text/search-keyword';
import type { MatchFacts, MatchRanking } from './match-ranking';
import { CatalogSearch } from '../search-index/catalog-search';

const MAN_YEN = 10_000;
export const DEFAULT_PER_PAGE = 20;
/** Every tag with a count (the site has a few hundred tags): each option of the filter panel shows its count. */
export const FACET_TAG_LIMIT = 1000;
export const RELATED_TAG_LIMIT = 15;
export const ENDED_ITEMS_ON_EMPTY_TAG = 10;

/**
 * The listing searches (keyword, tag pages, facets, related tags, skill matching, the saved-search digest):
 * filters from the query, answers from CatalogSearch (the in-process index, current on every write, so
 * nothing here is memoised and no count lags), names from TagsService and MasterService, cards by primary
 * key from ItemsService.
 */
@Injectable()
export class ItemSearchService {
  constructor(
    private readonly catalog: CatalogSearch,
    private readonly repository: ItemSearchRepository,
    private readonly items: ItemsService,
    private readonly tags: TagsService,
    private readonly master: MasterService,
  ) {}

  async searchByKeyword(query: SearchItemsQueryDto, now = new Date()): Promise<SearchResultDto> {
    return this.search(await this.withKeywordTags(toFilters(query, now)), query, now, undefined, true);
  }

  /** Tag page: the tag's open listings; when it has none at all, its past ended listings instead (SPEC §2). */
  async searchByTag(tagId: number, query: SearchItemsQueryDto, now = new Date()): Promise<TagSearchResultDto> {
    const tag = await this.liveTag(tagId);
    const filters = await this.withKeywordTags(toFilters(query, now));
    filters.tagIds = [...new Set([tagId, ...filters.tagIds])];
    const result: TagSearchResultDto = { ...(await this.search(filters, query, now, undefined, true)), tag: { id: tag.id, term: tag.term } };
    if (result.total === 0 && !(await this.catalog.hasOpenListingsWithTag(tagId))) {
      result.message = 'error--nothing-item';
      // The tag's own past listings; a tag that never had any shows the latest ended ones of the site,
      // so the page still gives the market-rate reference SPEC §2 promises.
      const own = await this.endedItems(ENDED_ITEMS_ON_EMPTY_TAG, tagId, now);
      result.ended_items = own.length ? own : await this.endedItems(ENDED_ITEMS_ON_EMPTY_TAG, undefined, now);
    }
    return result;
  }

  async endedItems(limit: number, tagId?: number, now = new Date()): Promise<ItemCardDto[]> {
    const ids = await this.catalog.endedIds(limit, tagId);
    return (await this.items.findCards(ids, CARD_TAG_LIMIT)).map((row) => ({ ...toItemCard(row, now), is_new: false, is_ended: true }));
  }

  /**
   * Saved-search digests (issue 13): the open listings matching a search's filters (and a tag page's tag)
   * published at or after `since`, newest first — the first `limit` ids and how many there are. The same
   * filters and engine as /item/search (toFilters, publishedSince).
   */
  async newlyPublished(query: SearchItemsQueryDto, tagId: number | undefined, since: Date, limit: number): Promise<{ ids: number[]; total: number }> {
    // `new` is replaced by `since`, so toFilters' own clock does not matter here.
    await this.catalog.sync();
    const filters = await this.withKeywordTags(toFilters({ ...query, new: undefined }, since));
    if (tagId !== undefined) filters.tagIds = [...new Set([tagId, ...filters.tagIds])];
    filters.publishedSince = since;
    const ids = await this.catalog.pageIds(filters, 'new', 0, limit);
    // Most searches have fewer new listings than a mail shows: then the page is the total, no count query.
    if (ids.length < limit) return { ids, total: ids.length };
    const stats = await this.catalog.stats(filters, since);
    return { ids, total: stats.reduce((sum, row) => sum + row.count, 0) };
  }

  /** Tags most frequent among the keyword's open results. */
  async relatedTagsByKeyword(keyword: string): Promise<TagCountDto[]> {
    const words = parseKeyword(keyword);
    if (words.length === 0) return [];
    const filters = await this.withKeywordTags({ ...emptyFilters(), words });
    return this.tagCounts(filters, RELATED_TAG_LIMIT);
  }

  /** Tags co-occurring with the tag on open listings (404 for an unknown tag). */
  async relatedTagsByTagId(tagId: number): Promise<TagCountDto[]> {
    await this.liveTag(tagId);
    return this.tagCounts({ ...emptyFilters(), tagIds: [tagId] }, RELATED_TAG_LIMIT, [tagId]);
  }

  /**
   * Skill matching (issue 13): the open listings carrying at least one of the member's skills, with the
   * search's filters and facets; ordered by `ranking` (match-ranking.ts) unless the query sorts by new or
   * rate.
   */
  async searchMatching(ranking: MatchRanking, query: SearchItemsQueryDto, byMatch: boolean, now = new Date()): Promise<SearchResultDto> {
    const filters = await this.withKeywordTags(toFilters(query, now));
    filters.anyTagIds = ranking.skills.map((s) => s.tagId);
    return this.search(filters, query, now, byMatch ? ranking : undefined);
  }

  /** The match facts of a page of listings (the cards' reasons). */
  matchFacts(itemIds: number[], ranking: MatchRanking): Promise<Map<number, MatchFacts>> {
    return this.repository.matchFacts(itemIds, ranking);
  }

  /**
   * The tag of a tag page (404 when unknown or deleted): from the index's copy of the live tags, else from the
   * tags module (a tag the index has not heard of yet). One query less on every tag page.
   */
  private async liveTag(tagId: number): Promise<{ id: number; term: string }> {
    const term = (await this.catalog.termsOfTags([tagId])).get(tagId);
    if (term !== undefined) return { id: tagId, term };
    const tag = await this.tags.getTag(tagId);
    return { id: tag.id, term: tag.term };
  }

  /** The tags each keyword word names (term or alias) also match it (keyword-rules.ts). */
  private async withKeywordTags(filters: SearchFilters): Promise<SearchFilters> {
    if (filters.words.length) filters.wordTagIds = await this.catalog.namedTagIds(filters.words);
    return filters;
  }

  /**
   * `written`: the cards come written out (RawJson, ItemsService.openCardsJson), for an answer that goes out as it is
   * (the search endpoints); a caller that reads or adds to the cards (skill matching) gets them as objects.
   */
  private async search(filters: SearchFilters, query: SearchItemsQueryDto, now: Date, ranking?: MatchRanking, written = false): Promise<SearchResultDto> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const sort = query.sort ?? 'new';
    const newSince = new Date(now.getTime() - NEW_ITEM_DAYS * DAY_MS);
    // Facet counts say what ticking an option would give (CatalogFacets: each alternative group leaves its
    // own selection out; tags keep every filter).
    const { ids, facets } = ranking
      ? await Promise.all([
          this.catalog.matchPageIds(filters, ranking, (page - 1) * perPage, perPage),
          this.catalog.facets(filters, newSince, FACET_TAG_LIMIT),
        ]).then(([ids, facets]) => ({ ids, facets }))
      : await this.catalog.searchPage(filters, sort, (page - 1) * perPage, perPage, newSince, FACET_TAG_LIMIT);
    const [cards, tags, areas, contractTypes] = await Promise.all([
      // Written cards are RawJson; JSON.stringify and answerJson write them as the ItemCardDto they hold.
      written ? (this.items.openCardsJson(ids, now) as unknown as Promise<ItemCardDto[]>) : this.items.openCards(ids, now),
      this.named(facets.tags),
      this.areaCounts(facets.areas),
      this.contractTypeFacet(facets.contractTypes),
    ]);
    return {
      items: cards,
      total: facets.total,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(facets.total / perPage)),
      facets: {
        remote: remoteFacet(facets.remote),
        contract_types: contractTypes,
        weekly_days: weeklyDaysFacet(facets.weeklyDaysMin),
        new_count: facets.newCount,
        tags,
        areas,
      },
    };
  }

  /** Tags most frequent among the matching listings, highest first (then lowest id), max `limit`, with their terms. */
  private async tagCounts(filters: SearchFilters, limit: number, exclude: number[] = []): Promise<TagCountDto[]> {
    return this.named(await this.catalog.tagCounts(filters, limit, exclude));
  }

  /** Tag counts with their terms (the index holds live tags only; one deleted a moment ago is left out). */
  private async named(rows: CountRow[]): Promise<TagCountDto[]> {
    const termOf = await this.catalog.termsOfTags(rows.map((r) => r.id));
    return rows.flatMap((r) => {
      const term = termOf.get(r.id);
      return term === undefined ? [] : [{ id: r.id, term, count: r.count }];
    });
  }

  /** Area counts with their names, in the areas' display order (sort order, id; MasterService). */
  private async areaCounts(rows: CountRow[]): Promise<{ id: number; name: string; count: number }[]> {
    const { areas } = await this.master.lookup({ areaIds: rows.map((r) => r.id) });
    return rows
      .flatMap((r) => {
        const area = areas.get(r.id);
        return area ? [{ area, count: r.count }] : [];
      })
      .sort((a, b) => a.area.sortOrder - b.area.sortOrder || a.area.id - b.area.id)
      .map(({ area, count }) => ({ id: area.id, name: area.name, count }));
  }

  /** Contract-type counts with their names (MasterService), in id order; an unknown type is left out. */
  private async contractTypeFacet(rows: CountRow[]): Promise<SearchFacetsDto['contract_types']> {
    const { contractTypes } = await this.master.lookup({ contractTypeIds: rows.map((r) => r.id) });
    return rows
      .flatMap((r) => {
        const name = contractTypes.get(r.id)?.name;
        return name === undefined ? [] : [{ id: r.id, name, count: r.count }];
      })
      .sort((a, b) => a.id - b.id);
  }
}

/** Query (rates in 万円) → repository filters (rates in yen). */
export function toFilters(query: SearchItemsQueryDto, now: Date): SearchFilters {
  const filters = emptyFilters();
  filters.words = parseKeyword(query.keyword);
  filters.tagIds = [...new Set(query.tags ?? [])];
  filters.areaIds = [...new Set(query.areas ?? [])];
  if (query.rate_min !== undefined) filters.rateMinYen = query.rate_min * MAN_YEN;
  if (query.rate_max !== undefined) filters.rateMaxYen = query.rate_max * MAN_YEN;
  filters.includeNoRate = query.include_no_rate === 1;
  filters.remoteLevels = [...new Set(query.remote ?? [])];
  if (query.weekly_days !== undefined) filters.weeklyDays = query.weekly_days;
  filters.contractTypeIds = [...new Set(query.contract_types ?? [])];
  if (query.new === 1) filters.publishedSince = new Date(now.getTime() - NEW_ITEM_DAYS * DAY_MS);
  return filters;
}

function remoteFacet(rows: CountRow[]): SearchFacetsDto['remote'] {
  const remote = new Map(rows.map((r) => [r.id, r.count]));
  return Object.values(RemoteLevel).map((value) => ({ value, label: REMOTE_LEVEL_LABELS[value], count: remote.get(value) ?? 0 }));
}

/** Same rule as the weekly_days filter: listings whose minimum days ≤ n (rows: counts per minimum days). */
function weeklyDaysFacet(rows: CountRow[]): SearchFacetsDto['weekly_days'] {
  return [1, 2, 3, 4, 5].map((value) => ({
    value,
    label: `週${value}日以下`,
    count: rows.filter((row) => row.id <= value).reduce((sum, row) => sum + row.count, 0),
  }));
}
