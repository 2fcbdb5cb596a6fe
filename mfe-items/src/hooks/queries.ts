// TanStack Query hooks over the generated SDK (keys are the SDK's [group, operationId, params]);
// The retry rule is the QueryClient's (@er/api-client queryClientDefaults); `select` keeps the shapes the components read.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';


const STATIC = { staleTime: 5 * 60_000 };

export const useKeywordSearch = (q: SearchQuery) =>
  useQuery({ ...api.itemSearch.getSearchByKeywordList.query(q), placeholderData: keepPreviousData });

export const useTagSearch = (tagId: number, q: SearchQuery) =>
  useQuery({
    ...api.itemSearch.getSearchByTagList.query({ ...q, tag_id: tagId }),
    placeholderData: (prev, prevQuery) => ((prevQuery?.queryKey[2] as { tag_id?: number } | undefined)?.tag_id === tagId ? prev : undefined),
  });

export const useEndedItems = (tagId: number | undefined, enabled: boolean) =>
  useQuery({
    ...api.itemSearch.getEndedItemList.query(tagId === undefined ? { limit: 10 } : { tag_id: tagId, limit: 10 }),
    select: (r) => r.items,
    enabled,
  });

export const useRelatedTagsByKeyword = (keyword: string | undefined) =>
  useQuery({
    ...api.itemSearch.getRelatedTagsByKeyword.query({ keyword: keyword ?? '' }),
    select: (r) => r.tags,
    enabled: !!keyword,
    ...STATIC,
  });

export const useRelatedTagsByTag = (tagId: number) =>
  useQuery({ ...api.itemSearch.getRelatedTagsByTagId.query({ tag_id: tagId }), select: (r) => r.tags, ...STATIC });

/** Asked only when a tag page is not found: a merged tag names the tag its page moved to (`merged_into`). */
export const useMergedTagTarget = (tagId: number | undefined) =>
  useQuery({
    ...api.tags.getTagName.query({ tag_id: tagId ?? 0 }),
    enabled: tagId !== undefined,
    select: (r) => r.merged_into,
    ...STATIC,
  });

export const useTagHtml = (tagId: number) =>
  useQuery({ ...api.tags.getHtmlContent.query({ tag_id: tagId }), select: (r) => r.html, ...STATIC });

export const useSearchRefineTags = () =>
  useQuery({ ...api.tags.getSearchpageRefineTags.query(), select: (r) => r.groups, ...STATIC });

export const useTagRefineTags = (tagId: number) =>
  useQuery({ ...api.tags.getTagpageRefineTags.query({ tag_id: tagId }), select: (r) => r.groups, ...STATIC });

export const usePrefectures = () =>
  useQuery({ ...api.master.getPrefactureList.query(), select: (r) => r.prefectures, ...STATIC });
export const useContractTypes = () =>
  useQuery({ ...api.master.getContractTypeList.query(), select: (r) => r.contract_types, ...STATIC });

export const useItemDetail = (id: number) => useQuery({ ...api.items.getItemDetail.query({ id }), enabled: id > 0 });
/** Whether the logged-in member has entered the listing (is-enterd; asked again on every visit: staleTime 0). */
export const useEntered = (itemId: number, loggedIn: boolean) =>
  useQuery({
    ...api.entries.isEnterd.query({ item_id: itemId }),
    enabled: loggedIn,
    staleTime: 0,
  });
export const useRecommendedItems = (id: number) =>
  useQuery({ ...api.items.getRecommendedItemsList.query({ item_id: id, limit: 6 }), select: (r) => r.items });
export const useRelatedColumns = (id: number) =>
  useQuery({ ...api.columns.getRelatedColumn.query({ item_id: id }), select: (r) => r.columns });

export const useNewItems = (limit: number) =>
  useQuery({ ...api.items.getNewItemList.query({ limit }), select: (r) => r.items });
export const useFeaturedItems = (limit: number) =>
  useQuery({ ...api.items.getItemFeaturedList.query({ limit }), select: (r) => r.items });
export const useLangRanking = (limit: number) =>
  useQuery({ ...api.items.getPopularLangRankingByErouteList.query({ limit }), select: (r) => r.ranking });
export const useHighRateRanking = (limit: number) =>
  useQuery({ ...api.items.getRankingWithHighItemsFee.query({ limit }) });
export const usePopularSearchGroups = () =>
  useQuery({ ...api.tags.getPopularSearchGroups.query(), select: (r) => r.groups, ...STATIC });

export const useShortlistItems = (ids: readonly number[]) =>
  useQuery({
    ...api.items.getItemUnderConsiderationList.query({ ids: [...ids] }),
    select: (r) => r.items,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

/** The three rate tables of /item/marketprice (same answer shape). */
export const useRateRangePerIndustry = () =>
  useQuery({ ...api.marketPrice.getItemRateRangePerIndustry.query(), select: (r) => r.rows, ...STATIC });
export const useRateRangePerPrefecture = () =>
  useQuery({ ...api.marketPrice.getItemRateRangePerPrefectures.query(), select: (r) => r.rows, ...STATIC });
export const useRateRangePerSkill = () =>
  useQuery({ ...api.marketPrice.getValueOfChart.query(), select: (r) => r.rows, ...STATIC });

/** The member's skill-matched listings (member-only: a 401 sends the page to /login). staleTime 0: the profile may just have changed. */
export const useSkillMatching = (q: SearchQuery) =>
  useQuery({ ...api.skillMatching.getSearchUserSkillMatchingItemList.query(q), placeholderData: keepPreviousData, staleTime: 0 });
export const useMarketRateEstimate = (enabled: boolean) =>
  useQuery({ ...api.skillMatching.getUserMarketRateEstimate.query(), enabled, staleTime: 0 });
