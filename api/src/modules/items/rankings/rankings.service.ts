import { Injectable } from '@nestjs/common';
import type { ItemCardDto } from '../dto/item-card.dto';
import type { HighFeeRankingResponseDto, LangRankingRowDto, TagCountDto } from './dto/rankings.dto';
import { ItemsService } from '../items.service';
import { RankingsRepository } from './rankings.repository';
import { TtlCache } from '../../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../../common/http-cache/catalog-caches';
import { LANGUAGE_GROUPS, TagsService } from '../../tags/tags.service';
import { CatalogSearch } from '../search-index/catalog-search';
import { rateAverage } from '../search-index/rate-average';
import { emptyFilters } from '../search/item-search.repository';

const RECENT_DAYS = 30;
const SKILL_MIN_LISTINGS = 5;

/**
 * Top-page rankings. Counts per tag, the skills' average rates and the high-rate listings come from the catalog
 * search index (current on every write, no memo). What needs columns the index does not hold stays SQL:
 * featured (is_featured, a cheap indexed query), recent popular (view_count; its ids are memoised for 60 s,
 * a range over 30 days sorted by views costing ~100 ms at 100k listings) and the average working period.
 * Cards are loaded fresh by primary key.
 */
@Injectable()
export class RankingsService {
  /** The recent-popular ids only (view counts are not in the index). */
  readonly cache: TtlCache;

  constructor(
    private readonly repository: RankingsRepository,
    private readonly catalog: CatalogSearch,
    private readonly items: ItemsService,
    private readonly tags: TagsService,
    caches: CatalogCaches,
  ) {
    this.cache = caches.add(new TtlCache());
  }

  private cards(ids: number[], now: Date): Promise<ItemCardDto[]> {
    return this.items.openCards(ids, now);
  }

  async featured(limit: number, now = new Date()): Promise<ItemCardDto[]> {
    return this.cards(await this.repository.featuredIds(limit), now);
  }

  async recentPopular(limit: number, now = new Date()): Promise<ItemCardDto[]> {
    const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
    return this.cards(await this.cache.get(`recent:${limit}`, () => this.repository.mostViewedSinceIds(since, limit)), now);
  }

  /** The language tags with the most open listings (then lowest id); tags without one left out. */
  async languageRanking(limit: number): Promise<LangRankingRowDto[]> {
    const terms = await this.languageTags();
    const rows = (await this.catalog.countsOfTags(emptyFilters(), [...terms.keys()])).sort((a, b) => b.count - a.count || a.id - b.id).slice(0, limit);
    return rows.map((r, i) => ({ rank: i + 1, tag: { id: r.id, term: terms.get(r.id) ?? '' }, count: r.count }));
  }

  async highFee(limit: number, now = new Date()): Promise<HighFeeRankingResponseDto> {
    const [items, skills] = await Promise.all([
      this.catalog.highestRateIds(emptyFilters(), limit).then((ids) => this.cards(ids, now)),
      this.skillsByAverageRate(limit),
    ]);
    return { items, skills };
  }

  /**
   * The language tags with the highest average rate (a listing's rate_max, else rate_min) over at least
   * SKILL_MIN_LISTINGS open rated listings, then lowest id; averages as SQL's AVG gave them (rate-average.ts).
   */
  private async skillsByAverageRate(limit: number): Promise<HighFeeRankingResponseDto['skills']> {
    const terms = await this.languageTags();
    const rows = await Promise.all(
      [...terms.keys()].map(async (id) => ({ id, ...rateAverage(await this.catalog.rateCounts({ ...emptyFilters(), tagIds: [id] })) })),
    );
    return rows
      .flatMap((r) => (r.average !== null && r.count >= SKILL_MIN_LISTINGS ? [{ id: r.id, count: r.count, average: r.average }] : []))
      .sort((a, b) => b.average - a.average || a.id - b.id)
      .slice(0, limit)
      .map((s, i) => ({ rank: i + 1, tag: { id: s.id, term: terms.get(s.id) ?? '' }, average_rate: Math.round(s.average), count: s.count }));
  }

  /** The language/skill tags (popular-search language groups, not deleted) by id → term, from TagsService. */
  private async languageTags(): Promise<Map<number, string>> {
    return new Map((await this.tags.popularTags(LANGUAGE_GROUPS)).map((t) => [t.id, t.term]));
  }

  async averageWorkingPeriod(): Promise<number> {
    const tenths = await this.repository.averageWorkingPeriodTenths();
    return tenths === null ? 0 : tenths / 10;
  }

  /** Open listings per tag, in the given order (unknown/deleted tags dropped); default: the popular-search tags. */
  async countPerTag(tagIds: number[] | undefined): Promise<TagCountDto[]> {
    const tags = tagIds ? await this.tags.tagsByIds([...new Set(tagIds)]) : await this.tags.popularTags();
    const counts = new Map((await this.catalog.countsOfTags(emptyFilters(), tags.map((t) => t.id))).map((r) => [r.id, r.count]));
    return tags.map((t) => ({ id: t.id, term: t.term, count: counts.get(t.id) ?? 0 }));
  }
}
