import { Injectable } from '@nestjs/common';
import type { ItemCardDto } from '../dto/item-card.dto';
import type { HighFeeRankingResponseDto, LangRankingRowDto, TagCountDto } from './dto/rankings.dto';
import { CARD_TAG_LIMIT, toItemCard, ItemsService } from '../items.service';
import { RankingsRepository } from './rankings.repository';
import { TtlCache } from '../../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../../common/http-cache/catalog-caches';
import { LANGUAGE_GROUPS, TagsService } from '../../tags/tags.service';

const RECENT_DAYS = 30;
const SKILL_MIN_LISTINGS = 5;

/**
 * Top-page rankings. The GROUP BY aggregates (language ranking, skills by average rate, counts per tag)
 * and the id lists of the recent-popular and high-rate rankings are cached in memory for 60 s (see
 * TtlCache); the cards themselves are loaded fresh by primary key. Featured is a cheap indexed query.
 */
@Injectable()
export class RankingsService {
  readonly cache: TtlCache;

  constructor(
    private readonly repository: RankingsRepository,
    private readonly items: ItemsService,
    private readonly tags: TagsService,
    caches: CatalogCaches,
  ) {
    this.cache = caches.add(new TtlCache());
  }

  private async cards(ids: number[], now: Date): Promise<ItemCardDto[]> {
    return (await this.items.findCards(ids, CARD_TAG_LIMIT)).map((row) => toItemCard(row, now));
  }

  async featured(limit: number, now = new Date()): Promise<ItemCardDto[]> {
    return this.cards(await this.repository.featuredIds(limit), now);
  }

  /** Ids cached 60 s (a range over 30 days sorted by views: ~100 ms at 100k listings); cards fresh. */
  async recentPopular(limit: number, now = new Date()): Promise<ItemCardDto[]> {
    const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
    return this.cards(await this.cache.get(`recent:${limit}`, () => this.repository.mostViewedSinceIds(since, limit)), now);
  }

  async languageRanking(limit: number): Promise<LangRankingRowDto[]> {
    const rows = await this.cache.get(`lang:${limit}`, async () => {
      const terms = await this.languageTags();
      return named(await this.repository.tagsByOpenCount([...terms.keys()], limit), terms);
    });
    return rows.map((r, i) => ({ rank: i + 1, tag: { id: r.id, term: r.term }, count: r.count }));
  }

  async highFee(limit: number, now = new Date()): Promise<HighFeeRankingResponseDto> {
    const [items, skills] = await Promise.all([
      this.cache.get(`high:${limit}`, () => this.repository.highestRateIds(limit)).then((ids) => this.cards(ids, now)),
      this.cache.get(`skills:${limit}`, async () => {
        const terms = await this.languageTags();
        return named(await this.repository.tagsByAverageRate([...terms.keys()], limit, SKILL_MIN_LISTINGS), terms);
      }),
    ]);
    return {
      items,
      skills: skills.map((s, i) => ({ rank: i + 1, tag: { id: s.id, term: s.term }, average_rate: s.average, count: s.count })),
    };
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
    const key = tagIds ? `count:${tagIds.join(',')}` : 'count:popular';
    return this.cache.get(key, async () => {
      const tags = tagIds ? await this.tags.tagsByIds([...new Set(tagIds)]) : await this.tags.popularTags();
      const counts = await this.repository.openCountsOfTags(tags.map((t) => t.id));
      return tags.map((t) => ({ id: t.id, term: t.term, count: counts.get(t.id) ?? 0 }));
    });
  }
}

/** Count rows with their tag's term (every id comes from `terms`). */
function named<T extends { id: number }>(rows: T[], terms: ReadonlyMap<number, string>): (T & { term: string })[] {
  return rows.map((r) => ({ ...r, term: terms.get(r.id) ?? '' }));
}
