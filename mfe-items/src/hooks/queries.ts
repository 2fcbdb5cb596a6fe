// TanStack Query hooks over src/api.ts (query keys under ['items', ...]).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '../api';
import type { SearchQuery } from '../api';

const STATIC = { staleTime: 5 * 60_000 };

export const useKeywordSearch = (q: SearchQuery) =>
  useQuery({ queryKey: ['items', 'search', q], queryFn: () => api.fetchKeywordSearch(q), placeholderData: keepPreviousData });

export const useTagSearch = (tagId: number, q: SearchQuery) =>
  useQuery({
    queryKey: ['items', 'tag-search', tagId, q],
    queryFn: () => api.fetchTagSearch(tagId, q),
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[2] === tagId ? prev : undefined),
  });

export const useEndedItems = (tagId: number | undefined, enabled: boolean) =>
  useQuery({ queryKey: ['items', 'ended', tagId], queryFn: () => api.fetchEndedItems(tagId, 10), enabled });

export const useRelatedTagsByKeyword = (keyword: string | undefined) =>
  useQuery({
    queryKey: ['items', 'related-tags-keyword', keyword],
    queryFn: () => api.fetchRelatedTagsByKeyword(keyword!),
    enabled: !!keyword,
    ...STATIC,
  });

export const useRelatedTagsByTag = (tagId: number) =>
  useQuery({ queryKey: ['items', 'related-tags-tag', tagId], queryFn: () => api.fetchRelatedTagsByTag(tagId), ...STATIC });

export const useTagHtml = (tagId: number) =>
  useQuery({ queryKey: ['items', 'tag-html', tagId], queryFn: () => api.fetchTagHtml(tagId), ...STATIC });

export const useSearchRefineTags = () =>
  useQuery({ queryKey: ['items', 'refine-search'], queryFn: api.fetchSearchRefineTags, ...STATIC });

export const useTagRefineTags = (tagId: number) =>
  useQuery({ queryKey: ['items', 'refine-tag', tagId], queryFn: () => api.fetchTagRefineTags(tagId), ...STATIC });

export const usePrefectures = () => useQuery({ queryKey: ['front', 'prefectures'], queryFn: api.fetchPrefectures, ...STATIC });
export const useContractTypes = () =>
  useQuery({ queryKey: ['front', 'contract-types'], queryFn: api.fetchContractTypes, ...STATIC });

export const useItemDetail = (id: number) =>
  useQuery({ queryKey: ['items', 'detail', id], queryFn: () => api.fetchItemDetail(id), enabled: id > 0 });
export const useRecommendedItems = (id: number) =>
  useQuery({ queryKey: ['items', 'recommended', id], queryFn: () => api.fetchRecommendedItems(id, 6) });
export const useRelatedColumns = (id: number) =>
  useQuery({ queryKey: ['items', 'columns', id], queryFn: () => api.fetchRelatedColumns(id) });

export const useFeaturedItems = (limit: number) =>
  useQuery({ queryKey: ['items', 'featured', limit], queryFn: () => api.fetchFeaturedItems(limit) });
export const useLangRanking = (limit: number) =>
  useQuery({ queryKey: ['items', 'lang-ranking', limit], queryFn: () => api.fetchLangRanking(limit) });
export const useHighRateRanking = (limit: number) =>
  useQuery({ queryKey: ['items', 'high-rate', limit], queryFn: () => api.fetchHighRateRanking(limit) });
export const usePopularSearchGroups = () =>
  useQuery({ queryKey: ['items', 'popular-search-groups'], queryFn: api.fetchPopularSearchGroups, ...STATIC });
