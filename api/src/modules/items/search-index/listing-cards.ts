import { CARD_DETAIL_CHARS, type CardIdsRow } from '../items.repository';
import type { ItemEntity, ItemStatus } from '../entities/item.entity';
import type { PublishedListingRow } from '../search/item-search.repository';
import { detailPreview, remoteLabel } from '../card-text';

/**
 * A listing's card as it is kept: its facts `[publishedAt ms, status, remote level, weekly days min, weekly days max,
 * industry id, area ids, tag ids]` as JSON, then its texts (name, rate detail, area detail, required skills, the
 * detail's preview) each already written as a JSON value, separated by U+0001 (which JSON text never holds raw).
 * `render` writes the card's JSON around them without reading them; the names of its tags, areas and industry and
 * whether it is new (which depends on the time) are filled in then. The key names are not stored: in a string of
 * Japanese text every character takes two bytes, and the keys would add ~40 MB at 85,000 cards.
 */
type CardFacts = [number, ItemStatus, number, number | null, number | null, number | null, number[], number[]];

const SEPARATOR = '\u0001';

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
 * One string per card, not an object per field (85,011 cards ~45 MB this way, ~100 MB as objects), its texts already
 * written as JSON (see CardFacts): a search page's twenty cards are written around them (`render`), not parsed, built
 * as objects and written out again (a sixth of the API's CPU per search on the bench mix, issue 14).
 *
 * Tag terms are not stored: they are named when read, from the live tags, as the card query names them
 * (a tag deleted a moment ago is left out). Area and industry names are MasterService's, as for any card.
 * The owner (CatalogIndexService) sets a card whenever it re-reads a listing, whatever changed — a field only
 * the card shows (the rate detail) as much as a searchable one — and deletes it when the index drops the listing.
 */
export class ListingCards {
  private readonly cards = new Map<number, string>();
  /** Each tag's `{"id":…,"term":…}` with the term it was written for (a renamed tag is written again). */
  private readonly tagJsons = new Map<number, { term: string; json: string }>();

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
      const { facts, texts } = cardParts(stored);
      const [publishedAt, status, remoteLevel, weeklyDaysMin, weeklyDaysMax, bizCategoryId, areaIds, tagIds] = facts;
      const [name, rateDetail, areaDetail, mustHave, detail] = JSON.parse(`[${texts.join(',')}]`) as [string, string, string | null, string | null, string | null];
      const tags: CardIdsRow['tags'] = [];
      for (const tagId of tagIds) {
        const term = termOf(tagId);
        if (term !== undefined) tags.push({ id: tagId, term });
      }
      found.set(id, {
        item: {
          id,
          name,
          rateDetail,
          areaDetail,
          mustHaveRequirements: mustHave,
          detail,
          publishedAt: new Date(publishedAt),
          status,
          remoteLevel: remoteLevel as ItemEntity['remoteLevel'],
          weeklyDaysMin,
          weeklyDaysMax,
        },
        bizCategoryId,
        areaIds,
        tags,
      });
    }
    return found;
  }

  private tagJson(id: number, term: string): string {
    const kept = this.tagJsons.get(id);
    if (kept?.term === term) return kept.json;
    const json = JSON.stringify({ id, term });
    this.tagJsons.set(id, { term, json });
    return json;
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
      const {
        facts: [publishedAt, status, remoteLevel, weeklyDaysMin, weeklyDaysMax, bizCategoryId, areaIds, tagIds],
        texts: [name, rateDetail, areaDetail, mustHave, detail],
      } = cardParts(stored);
      let tags = '';
      let tagCount = 0;
      for (const tagId of tagIds) {
        const term = termOf(tagId);
        if (term === undefined) continue;
        if (tagCount < tagLimit) tags += `${tagCount ? ',' : ''}${this.tagJson(tagId, term)}`;
        tagCount++;
      }
      const biz = bizCategoryId === null ? undefined : names.bizCategories.get(bizCategoryId);
      const named = (bizCategoryId === null || biz !== undefined) && areaIds.every((areaId) => names.areas.has(areaId));
      // toItemCard's keys, in its order.
      const json =
        `{"id":${id},"name":${name},"rate_detail":${rateDetail},"get_area_by_id_and_id":${areasJson(areaIds, names)}` +
        `,"area_detail":${areaDetail},"biz_category_name":${biz ? `{"name":${JSON.stringify(biz.name)}}` : 'null'}` +
        `,"must_have_requirements":${mustHave},"detail":${detail},"tags":[${tags}],"tag_count":${tagCount}` +
        `,"remote_label":${JSON.stringify(remoteLabel(remoteLevel))},"weekly_days_min":${weeklyDaysMin},"weekly_days_max":${weeklyDaysMax}` +
        `,"published_at":"${new Date(publishedAt).toISOString()}","is_new":${publishedAt >= newSince},"is_ended":false}`;
      found.set(id, { json, status, publishedAt, named });
    }
    return found;
  }
}

/** A stored card's facts, parsed, and its five texts as stored (each a JSON value, not parsed): the one reading of CardFacts' layout. */
function cardParts(stored: string): { facts: CardFacts; texts: [string, string, string, string, string] } {
  const c0 = stored.indexOf(SEPARATOR);
  const c1 = stored.indexOf(SEPARATOR, c0 + 1);
  const c2 = stored.indexOf(SEPARATOR, c1 + 1);
  const c3 = stored.indexOf(SEPARATOR, c2 + 1);
  const c4 = stored.indexOf(SEPARATOR, c3 + 1);
  return {
    facts: JSON.parse(stored.slice(0, c0)) as CardFacts,
    texts: [stored.slice(c0 + 1, c1), stored.slice(c1 + 1, c2), stored.slice(c2 + 1, c3), stored.slice(c3 + 1, c4), stored.slice(c4 + 1)],
  };
}

/** Each area's `{"id":…,"name":…}`, by the lookup's area object (a new lookup copy has new objects). */
const areaJsons = new WeakMap<object, string>();

/** A card's areas as toItemCard lists them: the known ones in the areas' display order. */
function areasJson(areaIds: readonly number[], names: CardNames): string {
  const known = areaIds.flatMap((id) => names.areas.get(id) ?? []);
  if (known.length > 1) known.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  let json = '';
  for (const area of known) {
    let one = areaJsons.get(area);
    if (one === undefined) areaJsons.set(area, (one = JSON.stringify({ id: area.id, name: area.name })));
    json += json ? `,${one}` : one;
  }
  return `[${json}]`;
}

/** The stored form of a listing's card (see CardFacts), made where the row is read. */
export function cardJson(row: PublishedListingRow, status: ItemStatus): string {
  const facts: CardFacts = [row.publishedAt.getTime(), status, row.remoteLevel, row.weeklyDaysMin, row.weeklyDaysMax, row.bizCategoryId, row.areaIds, row.tagIds];
  const detail = detailPreview(row.detail === null ? null : firstCodePoints(row.detail, CARD_DETAIL_CHARS));
  return flat([facts, row.name, row.rateDetail, row.areaDetail, row.mustHaveRequirements, detail].map((value) => JSON.stringify(value)).join(SEPARATOR));
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
