// TanStack Query hooks over the generated SDK (keys are the SDK's [group, operationId, params]);
// useApiQuery adds the retry rule, `select` keeps the shapes the components read.
import { keepPreviousData } from '@tanstack/react-query';
import { api, type GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { useApiQuery } from './useApiQuery';


const STATIC = { staleTime: 5 * 60_000 };

export const useKeywordSearch = (q: SearchQuery) =>
  useApiQuery({ ...api.itemSearch.getSearchByKeywordList.query(q), placeholderData: keepPreviousData });

export const useTagSearch = (tagId: number, q: SearchQuery) =>
  useApiQuery({
    ...api.itemSearch.getSearchByTagList.query({ ...q, tag_id: tagId }),
    placeholderData: (prev, prevQuery) => ((prevQuery?.queryKey[2] as { tag_id?: number } | undefined)?.tag_id === tagId ? prev : undefined),
  });

export const useEndedItems = (tagId: number | undefined, enabled: boolean) =>
  useApiQuery({
    ...api.itemSearch.getEndedItemList.query(tagId === undefined ? { limit: 10 } : { tag_id: tagId, limit: 10 }),
    select: (r) => r.items,
    enabled,
  });

export const useRelatedTagsByKeyword = (keyword: string | undefined) =>
  useApiQuery({
    ...api.itemSearch.getRelatedTagsByKeyword.query({ keyword: keyword ?? '' }),
    select: (r) => r.tags,
    enabled: !!keyword,
    ...STATIC,
  });

export const useRelatedTagsByTag = (tagId: number) =>
  useApiQuery({ ...api.itemSearch.getRelatedTagsByTagId.query({ tag_id: tagId }), select: (r) => r.tags, ...STATIC });

export const useTagHtml = (tagId: number) =>
  useApiQuery({ ...api.tags.getHtmlContent.query({ tag_id: tagId }), select: (r) => r.html, ...STATIC });

export const useSearchRefineTags = () =>
  useApiQuery({ ...api.tags.getSearchpageRefineTags.query(), select: (r) => r.groups, ...STATIC });

export const useTagRefineTags = (tagId: number) =>
  useApiQuery({ ...api.tags.getTagpageRefineTags.query({ tag_id: tagId }), select: (r) => r.groups, ...STATIC });

export const usePrefectures = () =>
  useApiQuery({ ...api.master.getPrefactureList.query(), select: (r) => r.prefectures, ...STATIC });
export const useContractTypes = () =>
  useApiQuery({ ...api.master.getContractTypeList.query(), select: (r) => r.contract_types, ...STATIC });

export const useItemDetail = (id: number) => useApiQuery({ ...api.items.getItemDetail.query({ id }), enabled: id > 0 });
export const useRecommendedItems = (id: number) =>
  useApiQuery({ ...api.items.getRecommendedItemsList.query({ item_id: id, limit: 6 }), select: (r) => r.items });
export const useRelatedColumns = (id: number) =>
  useApiQuery({ ...api.columns.getRelatedColumn.query({ item_id: id }), select: (r) => r.columns });

export const useNewItems = (limit: number) =>
  useApiQuery({ ...api.items.getNewItemList.query({ limit }), select: (r) => r.items });
export const useFeaturedItems = (limit: number) =>
  useApiQuery({ ...api.items.getItemFeaturedList.query({ limit }), select: (r) => r.items });
export const useLangRanking = (limit: number) =>
  useApiQuery({ ...api.items.getPopularLangRankingByErouteList.query({ limit }), select: (r) => r.ranking });
export const useHighRateRanking = (limit: number) =>
  useApiQuery({ ...api.items.getRankingWithHighItemsFee.query({ limit }) });
export const usePopularSearchGroups = () =>
  useApiQuery({ ...api.tags.getPopularSearchGroups.query(), select: (r) => r.groups, ...STATIC });

export const useShortlistItems = (ids: readonly number[]) =>
  useApiQuery({
    ...api.items.getItemUnderConsiderationList.query({ ids: [...ids] }),
    select: (r) => r.items,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });

/** The three rate tables of /item/marketprice (same answer shape). */
export const useRateRangePerIndustry = () =>
  useApiQuery({ ...api.marketPrice.getItemRateRangePerIndustry.query(), select: (r) => r.rows, ...STATIC });
export const useRateRangePerPrefecture = () =>
  useApiQuery({ ...api.marketPrice.getItemRateRangePerPrefectures.query(), select: (r) => r.rows, ...STATIC });
export const useRateRangePerSkill = () =>
  useApiQuery({ ...api.marketPrice.getValueOfChart.query(), select: (r) => r.rows, ...STATIC });
