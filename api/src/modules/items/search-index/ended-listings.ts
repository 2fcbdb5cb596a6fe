import type { CardIdsRow } from '../items.repository';
import { ItemStatus } from '../entities/item.entity';
import type { ItemSearchRepository } from '../search/item-search.repository';
import { ListingCards } from './listing-cards';

/** Ended listings kept per tag and for the whole site: the most get-ended-item-list may ask for (its `limit`). */
export const ENDED_KEPT = 50;

/** Listings re-read at a time. */
const READ_PAGE = 1000;

/**
 * The 募集終了 lists a tag page without open listings shows (SPEC §2): per tag, and for the whole site, the
 * ENDED_KEPT most recently ended listings, with their cards. Asked of the database, the list and its cards took
 * three round trips on such a page — the slowest requests of the search mix (p95 100 ms → 44 ms without them,
 * 16 connections) — so the catalog search index keeps them with the open catalog and keeps them current the
 * same way: its owner (CatalogIndexService) hands every listing it re-reads to `changed`, and the lists of the
 * tags such a listing carries (or was listed under) are read again. A listed id without a kept card (a card not
 * read yet) is read from the database by the card's caller, so a list never shows less than the database.
 */
export class EndedListings {
  private byTag = new Map<number, number[]>();
  private latest: number[] = [];
  private readonly cards = new ListingCards();

  constructor(private readonly repository: ItemSearchRepository) {}

  /** Reads every tag's list, the site's, and their cards (the index's build). */
  async load(): Promise<void> {
    const [byTag, latest] = await Promise.all([this.repository.endedIdsByTag(ENDED_KEPT), this.repository.endedIds(ENDED_KEPT)]);
    this.byTag = byTag;
    this.latest = latest;
    await this.readCards(new Set());
  }

  /** The most recently ended listings (of the tag, when given), at most `limit` (≤ ENDED_KEPT). */
  ids(limit: number, tagId?: number): number[] {
    return (tagId === undefined ? this.latest : (this.byTag.get(tagId) ?? [])).slice(0, limit);
  }

  /** The kept cards among `ids`, tags named by `termOf`. */
  cardsOf(ids: readonly number[], termOf: (tagId: number) => string | undefined): Map<number, CardIdsRow> {
    return this.cards.get(ids, termOf);
  }

  /**
   * After the listings `unpublished` (re-read, and not published now: ended, deleted, back to draft) and
   * `published` (re-read, published now) were written: the lists any of them may be in — of the tags they carry
   * now or were listed under — are read again, and their cards.
   */
  async changed(unpublished: readonly number[], published: readonly number[]): Promise<void> {
    const listed = this.listed();
    const affected = [...unpublished, ...published.filter((id) => listed.has(id) || this.cards.has(id))];
    if (affected.length === 0) return;
    const touched = new Set(affected);
    const tags = new Set(await this.repository.tagIdsOfListings(affected));
    for (const [tagId, ids] of this.byTag) if (ids.some((id) => touched.has(id))) tags.add(tagId);
    const [byTag, latest] = await Promise.all([this.repository.endedIdsByTag(ENDED_KEPT, [...tags]), this.repository.endedIds(ENDED_KEPT)]);
    for (const tagId of tags) {
      const ids = byTag.get(tagId);
      if (ids) this.byTag.set(tagId, ids);
      else this.byTag.delete(tagId);
    }
    this.latest = latest;
    await this.readCards(touched);
  }

  /** The repair pass: listed listings that are no longer ended (a row deleted outright, a write no poll saw) are handed to `changed`. */
  async repair(): Promise<number> {
    const listed = [...this.listed()];
    const still = new Set<number>();
    for (let start = 0; start < listed.length; start += READ_PAGE) {
      for (const id of await this.repository.endedAmong(listed.slice(start, start + READ_PAGE))) still.add(id);
    }
    const gone = listed.filter((id) => !still.has(id));
    await this.changed(gone, []);
    return gone.length;
  }

  private listed(): Set<number> {
    const ids = new Set(this.latest);
    for (const list of this.byTag.values()) for (const id of list) ids.add(id);
    return ids;
  }

  /** Drops the cards of listings no longer listed and of `stale` ones, and reads those listed without a card. */
  private async readCards(stale: ReadonlySet<number>): Promise<void> {
    const listed = this.listed();
    for (const id of [...this.cards.ids()]) if (!listed.has(id) || stale.has(id)) this.cards.delete(id);
    const missing = [...listed].filter((id) => !this.cards.has(id));
    for (let start = 0; start < missing.length; start += READ_PAGE) {
      const rows = await this.repository.publishedListingRows(missing.slice(start, start + READ_PAGE), undefined, 'ended');
      for (const row of rows) this.cards.set(row, ItemStatus.Ended);
    }
  }
}
