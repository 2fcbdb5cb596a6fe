import { Injectable } from '@nestjs/common';
import type { ItemCardDto } from '../dto/item-card.dto';
import type { ItemDetailDto } from './dto/item-detail.dto';
import { ItemEntity, ItemStatus, REMOTE_LEVEL_LABELS } from '../entities/item.entity';
import { ItemNotFoundError } from '../item-detail.errors';
import { ItemDetailRepository } from './item-detail.repository';
import { ItemViewCounter } from './item-view-counter';
import type { Viewer } from './item-viewer-marks';
import { NEW_ITEM_DAYS, ItemsService } from '../items.service';
import { MasterService } from '../../master/master.service';
import { CatalogSearch } from '../search-index/catalog-search';
import { emptyFilters } from '../search/item-search.repository';
import { hasPublicPage } from '../open-listing';

/**
 * A listing with the names of its areas (display order), industry and contract type, which the master
 * module owns (MasterService's lookup); an ItemEntity loaded with those relations fits too.
 */
export type DetailItem = Omit<ItemEntity, 'areas' | 'bizCategory' | 'contractType'> & {
  areas?: { id: number; name: string; prefectureId: number | null }[];
  bizCategory?: { id: number; name: string } | null;
  contractType?: { id: number; name: string } | null;
};

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Recommendation candidates: the most recent open listings (highest ids) of each of the listing's first tags. */
const RECOMMEND_CANDIDATES_PER_TAG = 100;
const RECOMMEND_MAX_TAGS = 10;
/** Candidates kept (by shared tags, then newest id) before loading industry and date. */
const RECOMMEND_SHORTLIST = 100;

@Injectable()
export class ItemDetailService {
  constructor(
    private readonly repository: ItemDetailRepository,
    private readonly items: ItemsService,
    private readonly views: ItemViewCounter,
    private readonly master: MasterService,
    private readonly catalog: CatalogSearch,
  ) {}

  /**
   * The listing with a public page (open or ended: a draft or a listing not published yet has none,
   * open-listing.ts) with its areas, industry and contract type named; null otherwise.
   */
  async findItem(id: number, now = new Date()): Promise<DetailItem | null> {
    return (await this.findNamed(id, now))?.item ?? null;
  }

  /** The listing named as findItem does, with its tags in display order: one query, then MasterService's lookup. */
  private async findNamed(id: number, now: Date): Promise<{ item: DetailItem; tags: { id: number; term: string }[] } | null> {
    const found = await this.repository.findDetailWithLinks(id);
    if (!found || !hasPublicPage(found.item, now)) return null;
    const { item, areaIds, tags } = found;
    const lookup = await this.master.lookup({
      areaIds,
      bizCategoryIds: item.bizCategoryId == null ? [] : [item.bizCategoryId],
      contractTypeIds: item.contractTypeId == null ? [] : [item.contractTypeId],
    });
    const areas = areaIds
      .flatMap((areaId) => {
        const area = lookup.areas.get(areaId);
        return area ? [area] : [];
      })
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
      .map(({ id: areaId, name, prefectureId }) => ({ id: areaId, name, prefectureId }));
    const { areas: _areas, bizCategory: _biz, contractType: _contract, ...columns } = item;
    return {
      item: {
        ...columns,
        areas,
        bizCategory: (item.bizCategoryId != null && lookup.bizCategories.get(item.bizCategoryId)) || null,
        contractType: (item.contractTypeId != null && lookup.contractTypes.get(item.contractTypeId)) || null,
      },
      tags,
    };
  }

  /**
   * The listing with all its tags; counts the viewer's first view of the day (written within seconds).
   * Unknown, soft-deleted, draft or not published yet → 404.
   */
  async detail(id: number, viewer: Viewer, now = new Date()): Promise<ItemDetailDto> {
    const dto = await this.find(id, now);
    if (!dto) throw new ItemNotFoundError();
    this.countView(id, viewer);
    return dto;
  }

  countView(id: number, viewer: Viewer): void {
    this.views.recordVisit(id, viewer);
  }

  /** The same detail without counting a view (server-side page meta); null when unknown. */
  async find(id: number, now = new Date()): Promise<ItemDetailDto | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const found = await this.findNamed(id, now);
    return found ? toItemDetail(found.item, found.tags, now) : null;
  }

  async recommended(itemId: number, limit: number, now = new Date()): Promise<ItemCardDto[]> {
    const found = await this.repository.findDetailWithLinks(itemId);
    if (!found || !hasPublicPage(found.item, now)) throw new ItemNotFoundError();
    const ids = await this.recommendedIds(itemId, found.tags.map((t) => t.id), found.item.bizCategoryId, limit);
    return this.items.openCards(ids, now);
  }

  /**
   * Open listings other than `itemId`, ranked by the number of shared tags, then same industry, then newest;
   * topped up with the same industry's newest, then the newest overall. The candidates (each tag's
   * RECOMMEND_CANDIDATES_PER_TAG highest ids, the bound the SQL needed at 100k listings, kept so the answers
   * stay the same) and the newest come from the catalog search index; the industry is not in the index, so
   * ranking by it and the industry's top-up stay SQL.
   */
  private async recommendedIds(itemId: number, tagIds: number[], bizCategoryId: number | null, limit: number): Promise<number[]> {
    const shared = new Map<number, number>();
    const perTag = await Promise.all(
      tagIds.slice(0, RECOMMEND_MAX_TAGS).map((tagId) => this.catalog.highestIds({ ...emptyFilters(), tagIds: [tagId] }, RECOMMEND_CANDIDATES_PER_TAG, [itemId])),
    );
    for (const ids of perTag) for (const id of ids) shared.set(id, (shared.get(id) ?? 0) + 1);
    const picked: number[] = [];
    if (shared.size > 0) {
      const shortlist = [...shared.entries()]
        .sort((a, b) => b[1] - a[1] || b[0] - a[0])
        .slice(0, Math.max(RECOMMEND_SHORTLIST, limit))
        .map(([id]) => id);
      const ranked = (await this.repository.industryAndPublication(shortlist))
        .map((r) => ({
          id: r.id,
          shared: shared.get(r.id) ?? 0,
          sameBiz: bizCategoryId !== null && r.bizCategoryId === bizCategoryId ? 1 : 0,
          published: r.publishedAt ? r.publishedAt.getTime() : 0,
        }))
        .sort((a, b) => b.shared - a.shared || b.sameBiz - a.sameBiz || b.published - a.published || b.id - a.id);
      picked.push(...ranked.slice(0, limit).map((r) => r.id));
    }
    if (picked.length < limit && bizCategoryId !== null) {
      picked.push(...(await this.repository.newestOpenOfIndustry(limit - picked.length, [itemId, ...picked], bizCategoryId)));
    }
    if (picked.length < limit) {
      // The newest overall: a page of the newest-first order long enough to leave out those already taken.
      const exclude = new Set([itemId, ...picked]);
      const newest = await this.catalog.pageIds(emptyFilters(), 'new', 0, limit - picked.length + exclude.size);
      picked.push(...newest.filter((id) => !exclude.has(id)).slice(0, limit - picked.length));
    }
    return picked;
  }

  /** Shortlist cards in the given order; unknown/soft-deleted ids dropped, ended ones flagged. */
  underConsideration(ids: number[], now = new Date()): Promise<ItemCardDto[]> {
    return this.items.shortlistCards(ids, now);
  }
}

export function toItemDetail(item: DetailItem, tags: { id: number; term: string }[], now: Date): ItemDetailDto {
  const publishedAt = item.publishedAt ? new Date(item.publishedAt) : null;
  const ended = item.status === ItemStatus.Ended;
  return {
    id: item.id,
    name: item.name,
    rate_min: item.rateMin,
    rate_max: item.rateMax,
    rate_detail: item.rateDetail,
    areas: (item.areas ?? []).map((a) => ({ id: a.id, name: a.name })),
    area_detail: item.areaDetail,
    biz_category: item.bizCategory ? { id: item.bizCategory.id, name: item.bizCategory.name } : null,
    system_type: item.systemType,
    job_type: item.jobType,
    must_have_requirements: item.mustHaveRequirements,
    nice_to_have_requirements: item.niceToHaveRequirements,
    detail: item.detail,
    remote_level: item.remoteLevel,
    remote_label: REMOTE_LEVEL_LABELS[item.remoteLevel] ?? REMOTE_LEVEL_LABELS[0],
    weekly_days_min: item.weeklyDaysMin,
    weekly_days_max: item.weeklyDaysMax,
    working_hours: item.workingHours,
    settlement_range: item.settlementRange,
    interview_count: item.interviewCount,
    contract_type: item.contractType ? { id: item.contractType.id, name: item.contractType.name } : null,
    start_date: item.startDate ? String(item.startDate).slice(0, 10) : null,
    // The page states what the JobPosting states (jobPosting): the named client, and the closing day staff set.
    client_name: item.clientName?.trim() || null,
    closes_on: item.closesOn ? String(item.closesOn).slice(0, 10) : null,
    status: ended ? 'ended' : 'published',
    is_ended: ended,
    published_at: iso(item.publishedAt),
    ended_at: iso(item.endedAt),
    tags,
    is_new: !ended && publishedAt ? now.getTime() - publishedAt.getTime() <= NEW_ITEM_DAYS * 24 * 60 * 60 * 1000 : false,
  };
}
