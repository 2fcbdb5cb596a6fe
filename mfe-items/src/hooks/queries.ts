// TanStack Query hooks over src/api.ts (query keys under ['items', ...]); useApiQuery adds the retry rule.
import { keepPreviousData } from '@tanstack/react-query';
import * as api from '../api';
import type { SearchQuery } from '../api';
import { useApiQuery } from './useApiQuery';

const STATIC = { staleTime: 5 * 60_000 };

export const useKeywordSearch = (q: SearchQuery) =>
  useApiQuery({ queryKey: ['items', 'search', q], queryFn: () => api.fetchKeywordSearch(q), placeholderData: keepPreviousData });

export const useTagSearch = (tagId: number, q: SearchQuery) =>
  useApiQuery({
    queryKey: ['items', 'tag-search', tagId, q],
    queryFn: () => api.fetchTagSearch(tagId, q),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[2] === tagId ? prev : undefined),
  });

export const useEndedItems = (tagId: number | undefined, enabled: boolean) =>
  useApiQuery({ queryKey: ['items', 'ended', tagId], queryFn: () => api.fetchEndedItems(tagId, 10), enabled });

export const useRelatedTagsByKeyword = (keyword: string | undefined) =>
  useApiQuery({
    queryKey: ['items', 'related-tags-keyword', keyword],
    queryFn: () => api.fetchRelatedTagsByKeyword(keyword!),
    enabled: !!keyword,
    ...STATIC,
  });

export const useRelatedTagsByTag = (tagId: number) =>
  useApiQuery({ queryKey: ['items', 'related-tags-tag', tagId], queryFn: () => api.fetchRelatedTagsByTag(tagId), ...STATIC });

export const useTagHtml = (tagId: number) =>
  useApiQuery({ queryKey: ['items', 'tag-html', tagId], queryFn: () => api.fetchTagHtml(tagId), ...STATIC });

export const useSearchRefineTags = () =>
  useApiQuery({ queryKey: ['items', 'refine-search'], queryFn: api.fetchSearchRefineTags, ...STATIC });

export const useTagRefineTags = (tagId: number) =>
  useApiQuery({ queryKey: ['items', 'refine-tag', tagId], queryFn: () => api.fetchTagRefineTags(tagId), ...STATIC });

export const usePrefectures = () => useApiQuery({ queryKey: ['front', 'prefectures'], queryFn: api.fetchPrefectures, ...STATIC });
export const useContractTypes = () =>
  useApiQuery({ queryKey: ['front', 'contract-types'], queryFn: api.fetchContractTypes, ...STATIC });

export const useItemDetail = (id: number) =>
  useApiQuery({ queryKey: ['items', 'detail', id], queryFn: () => api.fetchItemDetail(id), enabled: id > 0 });
export const useRecommendedItems = (id: number) =>
  useApiQuery({ queryKey: ['items', 'recommended', id], queryFn: () => api.fetchRecommendedItems(id, 6) });
export const useRelatedColumns = (id: number) =>
  useApiQuery({ queryKey: ['items', 'columns', id], queryFn: () => api.fetchRelatedColumns(id) });

export const useFeaturedItems = (limit: number) =>
  useApiQuery({ queryKey: ['items', 'featured', limit], queryFn: () => api.fetchFeaturedItems(limit) });
export const useLangRanking = (limit: number) =>
  useApiQuery({ queryKey: ['items', 'lang-ranking', limit], queryFn: () => api.fetchLangRanking(limit) });
export const useHighRateRanking = (limit: number) =>
  useApiQuery({ queryKey: ['items', 'high-rate', limit], queryFn: () => api.fetchHighRateRanking(limit) });
export const usePopularSearchGroups = () =>
  useApiQuery({ queryKey: ['items', 'popular-search-groups'], queryFn: api.fetchPopularSearchGroups, ...STATIC });
