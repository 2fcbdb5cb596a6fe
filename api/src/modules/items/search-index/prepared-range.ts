import { ItemStatus } from '../entities/item.entity';
import type { PublishedListingRow } from '../search/item-search.repository';
import type { IndexedListing } from './catalog-index';
import { indexedListing, type ListingNames } from './indexed-listing';
import { keywordChunks, type KeywordChunk } from './keyword-index';
import { cardJson } from './listing-cards';

/**
 * A range of published listings made ready for the search index and the cards (the build's unit of work): their
 * attributes, keyword postings and card JSON. Made by `prepareRange` on the API's thread or a build worker's
 * (catalog-build-workers.ts); plain data and typed arrays, so it crosses threads with the arrays transferred.
 */
export interface PreparedRange {
  /** The listings but their texts, which travel once, in `keywords` (IndexedListing without `text`). */
  listings: Omit<IndexedListing, 'text'>[];
  keywords: KeywordChunk[];
  cards: { ids: number[]; json: string[] };
}

export function prepareRange(rows: readonly PublishedListingRow[], names: ListingNames): PreparedRange {
  const listings = rows.map((r) => indexedListing(r, names));
  return {
    listings: listings.map(({ text: _text, ...attributes }) => attributes),
    keywords: keywordChunks(listings),
    cards: { ids: rows.map((r) => r.id), json: rows.map((r) => cardJson(r, ItemStatus.Published)) },
  };
}

/** The listings of a prepared range with their texts again (as indexedListing made them). */
export function preparedListings(range: PreparedRange): IndexedListing[] {
  const texts = new Map<number, string>();
  for (const chunk of range.keywords) chunk.ids.forEach((id, n) => texts.set(id, chunk.texts[n]));
  return range.listings.map((l) => ({ ...l, text: texts.get(l.id)! }));
}

/** The buffers a prepared range can hand over to another thread instead of copying them. */
export function transferables(range: PreparedRange): ArrayBuffer[] {
  return range.keywords.flatMap((c) => [c.grams.offsets.buffer, c.grams.ids.buffer, c.words.offsets.buffer, c.words.ids.buffer]) as ArrayBuffer[];
}
