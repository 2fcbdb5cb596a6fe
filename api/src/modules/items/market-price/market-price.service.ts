import { Injectable } from '@nestjs/common';
import type { ChartDataResponseDto, RateRangeRowDto } from './dto/market-price.dto';
import { TagNotFoundError } from '../item-detail.errors';
import { MarketPriceRepository, type RateStatsRow } from './market-price.repository';
import { TtlCache } from '../../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../../common/http-cache/catalog-caches';
import { LANGUAGE_GROUPS, TagsService } from '../../tags/tags.service';
import { MasterService } from '../../master/master.service';
import type { MatchSkill } from '../search/match-ranking';
import { weightedQuantile } from './weighted-quantile';
import { CatalogSearch } from '../search-index/catalog-search';
import { emptyFilters } from '../search/item-search.repository';

export const CHART_FROM = 400_000;
/** Fewer listings behind an estimate and it says it is unreliable instead of giving a figure (issue 13). */
export const MIN_ESTIMATE_LISTINGS = 20;

/** A member's expected monthly rate (yen); the figures are null when `reliable` is false. */
export interface RateEstimate {
  /** Open rated listings needing at least one of the skills. */
  count: number;
  reliable: boolean;
  median: number | null;
  lowerQuartile: number | null;
  upperQuartile: number | null;
}
export const CHART_TO = 1_500_000;
export const CHART_STEP = 100_000;

/**
 * Market-price pages. The rate statistics (minimum, median, average, maximum per group) and the member's
 * estimate (weighted quantiles) are SQL window functions and sums over skill points the catalog search index
 * does not answer, cached in memory for 60 s (TtlCache). A tag's histogram is open-listing counts per rate,
 * which the index answers current on every write, so it has no memo.
 */
@Injectable()
export class MarketPriceService {
  readonly cache: TtlCache;

  constructor(
    private readonly repository: MarketPriceRepository,
    private readonly tags: TagsService,
    private readonly master: MasterService,
    private readonly catalog: CatalogSearch,
    caches: CatalogCaches,
  ) {
    this.cache = caches.add(new TtlCache());
  }

  perIndustry(): Promise<RateRangeRowDto[]> {
    return this.cache.get('industry', async () => named(await this.repository.perIndustry(), await this.master.bizCategories()));
  }

  perPrefecture(): Promise<RateRangeRowDto[]> {
    return this.cache.get('prefecture', async () => {
      const areas = await this.master.areas();
      const prefectureOfArea = new Map(areas.flatMap((a) => (a.prefectureId == null ? [] : [[a.id, a.prefectureId] as const])));
      return named(await this.repository.perPrefecture(prefectureOfArea), await this.master.prefectures());
    });
  }

  /** Per tag, in the given order; default: the popular language tags. */
  perTag(tagIds: number[] | undefined): Promise<RateRangeRowDto[]> {
    return this.cache.get(`tags:${tagIds?.join(',') ?? 'default'}`, async () => {
      const tags = tagIds
        ? await this.tags.tagsByIds([...new Set(tagIds)])
        : await this.tags.popularTags(LANGUAGE_GROUPS);
      const stats = await this.repository.perTag(tags.map((t) => t.id));
      return named(stats, tags.map((t) => ({ id: t.id, name: t.term })));
    });
  }

  /**
   * The rate a member with these skills can expect: median and interquartile range of the open rated
   * listings needing any of them, each listing weighted by its skill points (match-ranking.ts: matched
   * skills and their years), from the same rates as the market-price pages. Rounded to 1,000 yen.
   */
  memberEstimate(skills: MatchSkill[]): Promise<RateEstimate> {
    return this.cache.get(`estimate:${JSON.stringify(skills)}`, async () => {
      const rows = await this.repository.weightedRatesOfSkills(skills);
      const count = rows.reduce((sum, r) => sum + r.count, 0);
      if (count < MIN_ESTIMATE_LISTINGS) return { count, reliable: false, median: null, lowerQuartile: null, upperQuartile: null };
      const weighted = rows.map((r) => ({ value: r.rate, weight: r.weight }));
      const at = (q: number) => roundThousand(weightedQuantile(weighted, q));
      return { count, reliable: true, median: at(0.5), lowerQuartile: at(0.25), upperQuartile: at(0.75) };
    });
  }

  async chart(tagId: number): Promise<ChartDataResponseDto> {
    const [tag] = await this.tags.tagsByIds([tagId]);
    if (!tag) throw new TagNotFoundError();
    const counts = await this.catalog.rateCounts({ ...emptyFilters(), tagIds: [tagId] });
    const buckets: ChartDataResponseDto['buckets'] = [];
    for (let from = CHART_FROM; from < CHART_TO; from += CHART_STEP) buckets.push({ from, to: from + CHART_STEP, count: 0 });
    for (const { rate, count } of counts) {
      const index = Math.min(buckets.length - 1, Math.max(0, Math.floor((rate - CHART_FROM) / CHART_STEP)));
      buckets[index].count += count;
    }
    return { tag, buckets };
  }
}

/** Stats rows in the order of `groups` (groups without listings left out). */
function named(stats: RateStatsRow[], groups: { id: number; name: string }[]): RateRangeRowDto[] {
  const byId = new Map(stats.map((s) => [s.id, s]));
  return groups.flatMap((g) => {
    const s = byId.get(g.id);
    return s ? [{ id: g.id, name: g.name, min: s.min, median: s.median, average: s.average, max: s.max, count: s.count }] : [];
  });
}

function roundThousand(yen: number | null): number | null {
  return yen === null ? null : Math.round(yen / 1000) * 1000;
}
