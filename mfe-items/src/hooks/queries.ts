// TanStack Query hooks over the generated SDK (keys are the SDK's [group, operationId, params]);
// The retry rule is the QueryClient's (@er/api-client queryClientDefaults); `select` keeps the shapes the components read.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';


const STATIC = { staleTime: 5 * 60_000 };

/**
 * The queries of the server-rendered pages, one builder each: the hooks below ask them, and pageQueries
 * (../page-queries.ts) names them for a URL so that the server fetches them before its one render. One builder,
 * so the key the server fetched is the key the page asks for.
 */
export const pageData = {
  keywordSearch: (q: SearchQuery) => api.itemSearch.getSearchByKeywordList.query(q),
  tagSearch: (tagId: number, q: SearchQuery) => api.itemSearch.getSearchByTagList.query({ ...q, tag_id: tagId }),
  relatedTagsByKeyword: (keyword: string) => api.itemSearch.getRelatedTagsByKeyword.query({ keyword }),
  relatedTagsByTag: (tagId: number) => api.itemSearch.getRelatedTagsByTagId.query({ tag_id: tagId }),
  tagHtml: (tagId: number) => api.tags.getHtmlContent.query({ tag_id: tagId }),
  searchRefineTags: () => api.tags.getSearchpageRefineTags.query(),
  tagRefineTags: (tagId: number) => api.tags.getTagpageRefineTags.query({ tag_id: tagId }),
  prefectures: () => api.master.getPrefactureList.query(),
  contractTypes: () => api.master.getContractTypeList.query(),
  itemDetail: (id: number) => api.items.getItemDetail.query({ id }),
  recommendedItems: (id: number) => api.items.getRecommendedItemsList.query({ item_id: id, limit: 6 }),
  relatedColumns: (id: number) => api.columns.getRelatedColumn.query({ item_id: id }),
  tagRateRange: (tagId: number) => api.marketPrice.getValueOfChart.query({ tag_ids: [tagId] }),
};

export const useKeywordSearch = (q: SearchQuery) =>
  useQuery({ ...pageData.keywordSearch(q), placeholderData: keepPreviousData });

export const useTagSearch = (tagId: number, q: SearchQuery) =>
  useQuery({
    ...pageData.tagSearch(tagId, q),
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
    ...pageData.relatedTagsByKeyword(keyword ?? ''),
    select: (r) => r.tags,
    enabled: !!keyword,
    ...STATIC,
  });

export const useRelatedTagsByTag = (tagId: number) =>
  useQuery({ ...pageData.relatedTagsByTag(tagId), select: (r) => r.tags, ...STATIC });

/** Asked only when a tag page is not found: a merged tag names the tag its page moved to (`merged_into`). */
export const useMergedTagTarget = (tagId: number | undefined) =>
  useQuery({
    ...api.tags.getTagName.query({ tag_id: tagId ?? 0 }),
    enabled: tagId !== undefined,
    select: (r) => r.merged_into,
    ...STATIC,
  });

/**
 * The tag's row of the market-price page's rate table (none while no open listing of the tag states a rate). Asked
 * by the browser once the page is hydrated, never by the server's render: the figures are an aggregate over the
 * tag's listings in the database, which would cost every server-rendered tag page a query of its own.
 */
export const useTagRateRange = (tagId: number, hydrated: boolean) =>
  useQuery({ ...pageData.tagRateRange(tagId), select: (r) => r.rows.find((row) => row.id === tagId), enabled: hydrated, ...STATIC });

export const useTagHtml = (tagId: number) =>
  useQuery({ ...pageData.tagHtml(tagId), select: (r) => r.html, ...STATIC });

export const useSearchRefineTags = () =>
  useQuery({ ...pageData.searchRefineTags(), select: (r) => r.groups, ...STATIC });

export const useTagRefineTags = (tagId: number) =>
  useQuery({ ...pageData.tagRefineTags(tagId), select: (r) => r.groups, ...STATIC });

export const usePrefectures = () =>
  useQuery({ ...pageData.prefectures(), select: (r) => r.prefectures, ...STATIC });
export const useContractTypes = () =>
  useQuery({ ...pageData.contractTypes(), select: (r) => r.contract_types, ...STATIC });

export const useItemDetail = (id: number) => useQuery({ ...pageData.itemDetail(id), enabled: id > 0 });
/** Whether the logged-in member has entered the listing (is-enterd; asked again on every visit: staleTime 0). */
export const useEntered = (itemId: number, loggedIn: boolean) =>
  useQuery({
    ...api.entries.isEnterd.query({ item_id: itemId }),
    enabled: loggedIn,
    staleTime: 0,
  });
export const useRecommendedItems = (id: number) =>
  useQuery({ ...pageData.recommendedItems(id), select: (r) => r.items });
export const useRelatedColumns = (id: number) =>
  useQuery({ ...pageData.relatedColumns(id), select: (r) => r.columns });

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
