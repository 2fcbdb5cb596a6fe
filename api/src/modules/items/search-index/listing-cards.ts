import { CARD_DETAIL_CHARS, type CardIdsRow } from '../items.repository';
import type { ItemEntity, ItemStatus } from '../entities/item.entity';
import type { PublishedListingRow } from '../search/item-search.repository';

/**
 * What a listing card shows, in the order it is stored: name, rate detail, area detail, required skills, the
 * start of the details, publication time (ms), status, remote level, weekly days min and max, industry id,
 * area ids, tag ids in display order.
 */
type StoredCard = [string, string, string | null, string | null, string | null, number, ItemStatus, number, number | null, number | null, number | null, number[], number[]];

/**
 * The cards of the indexed (published) listings, one JSON string per listing (issue 14): a search page takes
 * its cards from here instead of a query by primary key, which cost MariaDB 0.5 ms and the API ~12 % of its
 * CPU per search (socket writes, packet parsing; profile of the bench mix). One string per card, not an object
 * per field: 85,011 cards take ~45 MB this way, ~100 MB as objects (measured at 100,000 seeded listings).
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

  /** The stored cards among `ids` (others absent), their tags named by `termOf` (a tag it does not name is left out). */
  get(ids: readonly number[], termOf: (tagId: number) => string | undefined): Map<number, CardIdsRow> {
    const found = new Map<number, CardIdsRow>();
    for (const id of ids) {
      const json = this.cards.get(id);
      if (json === undefined) continue;
      const [name, rateDetail, areaDetail, mustHave, detail, publishedAt, status, remoteLevel, weeklyDaysMin, weeklyDaysMax, bizCategoryId, areaIds, tagIds] = JSON.parse(json) as StoredCard;
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
}

/** The stored form of a listing's card (StoredCard as JSON): what ListingCards keeps, made where the row is read. */
export function cardJson(row: PublishedListingRow, status: ItemStatus): string {
  const card: StoredCard = [
    row.name,
    row.rateDetail,
    row.areaDetail,
    row.mustHaveRequirements,
    row.detail === null ? null : firstCodePoints(row.detail, CARD_DETAIL_CHARS),
    row.publishedAt.getTime(),
    status,
    row.remoteLevel,
    row.weeklyDaysMin,
    row.weeklyDaysMax,
    row.bizCategoryId,
    row.areaIds,
    row.tagIds,
  ];
  return flat(JSON.stringify(card));
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
