// TanStack Query hooks over src/api.ts (query keys under ['front', ...]).
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@er/api-client';
import * as api from '../api';

const STATIC = { staleTime: 5 * 60_000 };

/** The popular-search groups: the top page's よく検索されるワード block and the mega-menu share it. */
export const usePopularSearches = () =>
  useQuery({ queryKey: ['front', 'popular-search-groups'], queryFn: api.fetchPopularSearchGroups, ...STATIC });

export const useNews = (limit = 5) => useQuery({ queryKey: ['front', 'news', limit], queryFn: () => api.fetchNews(limit) });

export const useNewsDetail = (id: number) =>
  useQuery({ queryKey: ['front', 'news-detail', id], queryFn: () => api.fetchNewsDetail(id),
    enabled: Number.isInteger(id) && id > 0,
    // A 4xx (unknown id) is final; retry only network and server errors.
    retry: (n, e) => !(e instanceof ApiRequestError && e.error.statusCode >= 400 && e.error.statusCode < 500) && n < 1,
  });

export const useColumns = (limit = 20) =>
  useQuery({ queryKey: ['front', 'columns', limit], queryFn: () => api.fetchColumns(limit), ...STATIC });

export const useContactTypes = () => useQuery({ queryKey: ['front', 'contact-types'], queryFn: api.fetchContactTypes, ...STATIC });
