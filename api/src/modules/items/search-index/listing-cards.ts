import { CARD_DETAIL_CHARS, type CardIdsRow } from '../items.repository';
import type { ItemEntity, ItemStatus } from '../entities/item.entity';
import type { PublishedListingRow } from '../search/item-search.repository';
import type { ItemCardDto } from '../dto/item-card.dto';
import { detailPreview, remoteLabel } from '../card-text';

/**
 * A listing's card as it is kept: what varies from one answer to the next is left out, the rest is the card's
 * JSON already written (ItemCardDto, its keys in toItemCard's order), in four parts around the holes —
 *   0 `{"id":…,"name":…,"rate_detail":…,"get_area_by_id_and_id":`  [areas]
 *   1 `,"area_detail":…,"biz_category_name":`                       [industry]
 *   2 `,"must_have_requirements":…,"detail":…,"tags":`             [tags] `,"tag_count":` [n]
 *   3 `,"remote_label":…,"weekly_days_min":…,"weekly_days_max":…,"published_at":…,"is_new":`  [bool] `,"is_ended":false}`
 * — after the ids and facts that fill them: `[publishedAt ms, status, remote level, industry id, area ids, tag ids]`.
 * The parts are separated by U+0001, which JSON text never holds raw. The holes are the names of the live tags, areas
 * and industry and whether the listing is new (it depends on the time).
 */
type CardFacts = [number, ItemStatus, number, number | null, number[], number[]];

const SEPARATOR = '\u0001';
const CLOSE = ',"is_ended":false}';

/** Names of areas and industries, as MasterService's lookup gives them. */
export interface CardNames {
  areas: ReadonlyMap<number, { id: number; name: string; sortOrder: number }>;
  bizCategories: ReadonlyMap<number, { name: string }>;
}

/** A card written out by `render`: its JSON (ItemCardDto) and the facts an answer filters cards by. */
export interface RenderedCard {
  json: string;
  status: ItemStatus;
  publishedAt: number;
  /** Whether `names` named every area and the industry of the card (else its copy may be older than the card). */
  named: boolean;
}

/**
 * The cards of the indexed (published) listings, one string per listing (issue 14): a search page takes its cards
 * from here instead of a query by primary key, which cost MariaDB 0.5 ms and the API ~12 % of its CPU per search.
 * One string per card, not an object per field (85,011 cards ~45 MB this way, ~100 MB as objects), and that string
 * is most of the card's JSON already (see CardFacts): a search page's twenty cards are joined, not parsed, built as
 * objects and written out again (a sixth of the API's CPU per search on the bench mix, issue 14).
 *
 * Tag terms are not stored: they are named when read, from the live tags, as the card query names them
 * (a tag deleted a moment ago is left out). Area and industry names are MasterService's, as for any card.
 * The owner (CatalogIndexService) sets a card whenever it re-reads a listing, whatever changed — a field only
 * the card shows (the rate detail) as much as a searchable one — and deletes it when the index drops the listing.
 */
export class ListingCards {
  private readonly cards = new Map<number, string>();

  get size(): number {
    return this.cards.size;
  }

  /** Keeps the card of `row` (a listing in the state `status`), replacing the one held. */
  set(row: PublishedListingRow, status: ItemStatus): void {
    this.cards.set(row.id, cardJson(row, status));
  }

  /** Keeps a card made by cardJson (a build worker's), replacing the one held. */
  setJson(id: number, json: string): void {
    this.cards.set(id, flat(json));
  }

  has(id: number): boolean {
    return this.cards.has(id);
  }

  ids(): IterableIterator<number> {
    return this.cards.keys();
  }

  delete(id: number): void {
    this.cards.delete(id);
  }

  /**
   * The stored cards among `ids` (others absent), their tags named by `termOf` (a tag it does not name is left out).
   * The detail is the card's preview (detailPreview), which is what every reader of a card shows of it.
   */
  get(ids: readonly number[], termOf: (tagId: number) => string | undefined): Map<number, CardIdsRow> {
    const found = new Map<number, CardIdsRow>();
    for (const id of ids) {
      const stored = this.cards.get(id);
      if (stored === undefined) continue;
      const [facts, p0, p1, p2, p3] = stored.split(SEPARATOR);
      const [publishedAt, status, remoteLevel, bizCategoryId, areaIds, tagIds] = JSON.parse(facts) as CardFacts;
      const card = JSON.parse(`${p0}[]${p1}null${p2}[],"tag_count":0${p3}false${CLOSE}`) as ItemCardDto;
      const tags: CardIdsRow['tags'] = [];
      for (const tagId of tagIds) {
        const term = termOf(tagId);
        if (term !== undefined) tags.push({ id: tagId, term });
      }
      found.set(id, {
        item: {
          id,
          name: card.name,
          rateDetail: card.rate_detail,
          areaDetail: card.area_detail,
          mustHaveRequirements: card.must_have_requirements,
          detail: card.detail,
          publishedAt: new Date(publishedAt),
          status,
          remoteLevel: remoteLevel as ItemEntity['remoteLevel'],
          weeklyDaysMin: card.weekly_days_min,
          weeklyDaysMax: card.weekly_days_max,
        },
        bizCategoryId,
        areaIds,
        tags,
      });
    }
    return found;
  }

  /**
   * The stored cards among `ids` written out as JSON (others absent): exactly JSON.stringify(toItemCard(…)) of the
   * same card, its first `tagLimit` live tags named by `termOf`, areas and industry by `names`, new when published at
   * or after `newSince` (ms).
   */
  render(ids: readonly number[], termOf: (tagId: number) => string | undefined, names: CardNames, tagLimit: number, newSince: number): Map<number, RenderedCard> {
    const found = new Map<number, RenderedCard>();
    for (const id of ids) {
      const stored = this.cards.get(id);
      if (stored === undefined) continue;
      const cut = stored.indexOf(SEPARATOR);
      const [publishedAt, status, , bizCategoryId, areaIds, tagIds] = JSON.parse(stored.slice(0, cut)) as CardFacts;
      const c1 = stored.indexOf(SEPARATOR, cut + 1);
      const c2 = stored.indexOf(SEPARATOR, c1 + 1);
      const c3 = stored.indexOf(SEPARATOR, c2 + 1);
      let tags = '';
      let tagCount = 0;
      for (const tagId of tagIds) {
        const term = termOf(tagId);
        if (term === undefined) continue;
        if (tagCount < tagLimit) tags += `${tagCount ? ',' : ''}{"id":${tagId},"term":${JSON.stringify(term)}}`;
        tagCount++;
      }
      const biz = bizCategoryId === null ? undefined : names.bizCategories.get(bizCategoryId);
      const named = (bizCategoryId === null || biz !== undefined) && areaIds.every((areaId) => names.areas.has(areaId));
      const json =
        stored.slice(cut + 1, c1) +
        areasJson(areaIds, names) +
        stored.slice(c1 + 1, c2) +
        (biz ? `{"name":${JSON.stringify(biz.name)}}` : 'null') +
        stored.slice(c2 + 1, c3) +
        `[${tags}],"tag_count":${tagCount}` +
        stored.slice(c3 + 1) +
        (publishedAt >= newSince ? 'true' : 'false') +
        CLOSE;
      found.set(id, { json, status, publishedAt, named });
    }
    return found;
  }
}

/** A card's areas as toItemCard lists them: the known ones in the areas' display order. */
function areasJson(areaIds: readonly number[], names: CardNames): string {
  const known = areaIds.flatMap((id) => names.areas.get(id) ?? []);
  if (known.length > 1) known.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return JSON.stringify(known.map((a) => ({ id: a.id, name: a.name })));
}

/** The stored form of a listing's card (see CardFacts), made where the row is read. */
export function cardJson(row: PublishedListingRow, status: ItemStatus): string {
  const facts: CardFacts = [row.publishedAt.getTime(), status, row.remoteLevel, row.bizCategoryId, row.areaIds, row.tagIds];
  const detail = detailPreview(row.detail === null ? null : firstCodePoints(row.detail, CARD_DETAIL_CHARS));
  const text = JSON.stringify;
  return flat(
    [
      text(facts),
      `{"id":${row.id},"name":${text(row.name)},"rate_detail":${text(row.rateDetail)},"get_area_by_id_and_id":`,
      `,"area_detail":${text(row.areaDetail)},"biz_category_name":`,
      `,"must_have_requirements":${text(row.mustHaveRequirements)},"detail":${text(detail)},"tags":`,
      `,"remote_label":${text(remoteLabel(row.remoteLevel))},"weekly_days_min":${text(row.weeklyDaysMin)},"weekly_days_max":${text(row.weeklyDaysMax)},"published_at":${text(row.publishedAt.toISOString())},"is_new":`,
    ].join(SEPARATOR),
  );
}

/**
 * The same text as one flat string. V8's JSON.stringify returns a long result as a tree of the pieces it wrote (a
 * rope: about three pieces and three joints per card, 13 MB of headers and joints over 85,011 cards); reading a
 * character makes V8 copy it into one string in place, and the pieces are collected.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** The first `count` characters (code points, as SQL's SUBSTR counts them: a pair of surrogates is one). */
export function firstCodePoints(text: string, count: number): string {
  if (text.length <= count) return text;
  let units = 0;
  for (let n = 0; n < count && units < text.length; n++) {
    const code = text.charCodeAt(units);
    const next = text.charCodeAt(units + 1);
    units += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, units);
}
