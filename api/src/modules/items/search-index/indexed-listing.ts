import type { PublishedListingRow } from '../search/item-search.repository';
import type { IndexedListing } from './catalog-index';
import { listingSearchText } from './keyword-rules';

/** The names a listing's searchable text takes from outside its row: live tags' terms and areas' names, by id. */
export interface ListingNames {
  tagTerms: ReadonlyMap<number, string>;
  areaNames: ReadonlyMap<number, string>;
}

/** What the search index keeps of a published listing's row (its folded text: listingSearchText). */
export function indexedListing(r: PublishedListingRow, names: ListingNames): IndexedListing {
  // A soft-deleted tag is neither searchable by its term nor a facet: only live tags go in.
  const liveTagIds = r.tagIds.filter((id) => names.tagTerms.has(id));
  return {
    id: r.id,
    text: listingSearchText({
      name: r.name,
      detail: r.detail,
      mustHaveRequirements: r.mustHaveRequirements,
      niceToHaveRequirements: r.niceToHaveRequirements,
      areaDetail: r.areaDetail,
      tagTerms: liveTagIds.map((id) => names.tagTerms.get(id)!),
      areaNames: r.areaIds.flatMap((id) => names.areaNames.get(id) ?? []),
    }),
    tagIds: liveTagIds,
    areaIds: r.areaIds,
    remoteLevel: r.remoteLevel,
    contractTypeId: r.contractTypeId,
    weeklyDaysMin: r.weeklyDaysMin,
    rateMin: r.rateMin,
    rateMax: r.rateMax,
    publishedAt: r.publishedAt.getTime(),
  };
}
