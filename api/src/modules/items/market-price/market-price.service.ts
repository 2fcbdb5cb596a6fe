import { Injectable } from '@nestjs/common';
import type { ChartDataResponseDto, RateRangeRowDto } from './dto/market-price.dto';
import { TagNotFoundError } from '../item-detail.errors';
import { MarketPriceRepository, type RateStatsRow } from './market-price.repository';
import { TtlCache } from '../../../common/http-cache/ttl-cache';
import { CatalogCaches } from '../../../common/http-cache/catalog-caches';
import { LANGUAGE_GROUPS, TagsService } from '../../tags/tags.service';
import { MasterService } from '../../master/master.service';

export const CHART_FROM = 400_000;
export const CHART_TO = 1_500_000;
export const CHART_STEP = 100_000;

/** Market-price pages. Every aggregate is cached in memory for 60 s (TtlCache). */
@Injectable()
export class MarketPriceService {
  readonly cache: TtlCache;

  constructor(
    private readonly repository: MarketPriceRepository,
    private readonly tags: TagsService,
    private readonly master: MasterService,
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

  async chart(tagId: number): Promise<ChartDataResponseDto> {
    const [tag] = await this.tags.tagsByIds([tagId]);
    if (!tag) throw new TagNotFoundError();
    const counts = await this.cache.get(`chart:${tagId}`, () => this.repository.rateCountsOfTag(tagId));
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
