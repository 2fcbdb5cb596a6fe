import { Injectable } from '@nestjs/common';
import { DAY_MS } from '../../common/time/japan-day';
import type { ItemCardDto } from './dto/item-card.dto';
import { type CardIdsRow, type ItemCardRow, ItemsRepository } from './items.repository';
import { MasterService } from '../master/master.service';
import { ItemStatus } from './entities/item.entity';
import { hasPublicPage, isOpenListing } from './open-listing';
import { detailPreview, remoteLabel } from './card-text';
import { CatalogSearch } from './search-index/catalog-search';
import { RawJson } from '../../common/http/raw-json';
import { emptyFilters } from './search/item-search.repository';

/** SPEC §9: at most 5 tags per listing card. */
/** What other modules may name of a listing's remote level (the entity stays inside this module). */
export { REMOTE_LEVEL_LABELS, RemoteLevel } from './entities/item.entity';

export const CARD_TAG_LIMIT = 5;
export const NEW_ITEM_DAYS = 7;

@Injectable()
export class ItemsService {
  constructor(
    private readonly repository: ItemsRepository,
    private readonly master: MasterService,
    private readonly catalog: CatalogSearch,
  ) {}

  /**
   * Cards for the given listing ids (any status, not soft-deleted), in the order of `ids`, with their first
   * `tagLimit` tags: the search index's copy of those it holds (the published ones and the tag pages' ended
   * ones, as current as the search that found them: a search page asks the database nothing for its cards), the
   * database for the rest.
   */
  async findCards(ids: number[], tagLimit: number): Promise<ItemCardRow[]> {
    if (ids.length === 0) return [];
    const held = await this.catalog.cards(ids);
    const missing = ids.filter((id) => !held.has(id));
    const read = missing.length ? new Map((await this.repository.findCards(missing)).map((row) => [row.item.id, row])) : null;
    return this.named(
      ids.flatMap((id) => held.get(id) ?? read?.get(id) ?? []),
      tagLimit,
    );
  }

  /**
   * Names a page of cards: areas (in the areas' display order) and industry from MasterService's lookup
   * (no query on a warm copy).
   */
  private async named(rows: CardIdsRow[], tagLimit: number): Promise<ItemCardRow[]> {
    if (rows.length === 0) return [];
    const lookup = await this.master.lookup({
      areaIds: rows.flatMap((r) => r.areaIds),
      bizCategoryIds: rows.flatMap((r) => (r.bizCategoryId == null ? [] : [r.bizCategoryId])),
    });
    return rows.map(({ item, bizCategoryId, areaIds, tags: allTags }) => {
      const known = areaIds.flatMap((id) => lookup.areas.get(id) ?? []);
      if (known.length > 1) known.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      const biz = bizCategoryId == null ? undefined : lookup.bizCategories.get(bizCategoryId);
      // Field by field, not `{ ...item, areas, bizCategory }`: V8's object spread was two thirds of what reading a
      // stored card cost (its JSON.parse the rest) in a profile of issue 14's search mix.
      return {
        item: {
          id: item.id,
          name: item.name,
          rateDetail: item.rateDetail,
          areaDetail: item.areaDetail,
          mustHaveRequirements: item.mustHaveRequirements,
          detail: item.detail,
          publishedAt: item.publishedAt,
          status: item.status,
          remoteLevel: item.remoteLevel,
          weeklyDaysMin: item.weeklyDaysMin,
          weeklyDaysMax: item.weeklyDaysMax,
          areas: known.map((a) => ({ id: a.id, name: a.name })),
          bizCategory: biz ? { name: biz.name } : null,
        },
        tags: allTags.slice(0, tagLimit),
        tagCount: allTags.length,
      };
    });
  }

  /**
   * Shortlist cards (SPEC §2 /considers): the listings of `ids` in that order, unknown ids and listings without a
   * public page (drafts, not published yet) left out, ended ones kept with `is_ended` (the member sees what
   * happened to a listing they kept).
   */
  async shortlistCards(ids: number[], now = new Date()): Promise<ItemCardDto[]> {
    const rows = await this.findCards([...new Set(ids)], CARD_TAG_LIMIT);
    return rows.filter((row) => hasPublicPage(row.item, now)).map((row) => ({ ...toItemCard(row, now), is_ended: row.item.status === ItemStatus.Ended }));
  }

  /**
   * Whether a listing takes applications (entries, issue 13): `open` (open-listing.ts), `ended` (募集終了),
   * or `unknown` — no such listing, soft-deleted, or not public yet.
   */
  async listingState(itemId: number, now = new Date()): Promise<'open' | 'ended' | 'unknown'> {
    const [row] = await this.repository.findCards([itemId]);
    if (!row) return 'unknown';
    if (isOpenListing({ status: row.item.status, publishedAt: row.item.publishedAt, deletedAt: null }, now)) return 'open';
    return row.item.status === ItemStatus.Ended ? 'ended' : 'unknown';
  }

  /** The listing's tag ids in display order (none for an unknown listing). */
  tagIdsOf(itemId: number): Promise<number[]> {
    return this.repository.tagIdsOf(itemId);
  }

  /** The newest open listings: the catalog search index's newest-first order (as the search's `new` sort). */
  async newItems(limit = 10, now = new Date()): Promise<ItemCardDto[]> {
    return this.openCards(await this.catalog.pageIds(emptyFilters(), 'new', 0, limit), now);
  }

  /**
   * The cards of the open listings among `ids` (ids a search just found), in that order. A listing ended between
   * the search's answer and this read is no longer the index's: its card comes from the database as it is now,
   * and is left out.
   */
  async openCards(ids: number[], now: Date): Promise<ItemCardDto[]> {
    return (await this.findCards(ids, CARD_TAG_LIMIT)).filter((row) => isOpenListing(row.item, now)).map((row) => toItemCard(row, now));
  }

  /**
   * openCards written out (RawJson, the same text as JSON.stringify of openCards' answer): the index's stored cards
   * joined with the names of their tags, areas and industry, none parsed into objects. A listing the index does not
   * hold, or one naming an area or industry the names copy lacks, goes the openCards way.
   */
  async openCardsJson(ids: number[], now: Date): Promise<RawJson<ItemCardDto>[]> {
    if (ids.length === 0) return [];
    const names = await this.master.lookup();
    const rendered = await this.catalog.renderedCards(ids, names, CARD_TAG_LIMIT, now.getTime() - NEW_ITEM_DAYS * DAY_MS);
    const rest = ids.filter((id) => !rendered.get(id)?.named);
    const read = rest.length ? new Map((await this.openCards(rest, now)).map((card) => [card.id, card])) : null;
    return ids.flatMap((id) => {
      const card = rendered.get(id);
      if (card?.named) return card.status === ItemStatus.Published && card.publishedAt <= now.getTime() ? [new RawJson<ItemCardDto>(card.json)] : [];
      const object = read?.get(id);
      return object ? [new RawJson<ItemCardDto>(JSON.stringify(object))] : [];
    });
  }
}

export function toItemCard({ item, tags, tagCount }: ItemCardRow, now: Date): ItemCardDto {
  const publishedAt = item.publishedAt ? new Date(item.publishedAt) : null;
  return {
    id: item.id,
    name: item.name,
    rate_detail: item.rateDetail,
    get_area_by_id_and_id: (item.areas ?? []).map((a) => ({ id: a.id, name: a.name })),
    area_detail: item.areaDetail,
    biz_category_name: item.bizCategory ? { name: item.bizCategory.name } : null,
    must_have_requirements: item.mustHaveRequirements,
    detail: detailPreview(item.detail),
    tags,
    tag_count: tagCount,
    remote_label: remoteLabel(item.remoteLevel),
    weekly_days_min: item.weeklyDaysMin,
    weekly_days_max: item.weeklyDaysMax,
    published_at: publishedAt ? publishedAt.toISOString() : null,
    is_new: publishedAt ? now.getTime() - publishedAt.getTime() <= NEW_ITEM_DAYS * DAY_MS : false,
    is_ended: false,
  };
}
