import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@er/router';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { parseSearchParams, toSearchParams, type DefaultSort } from './filters';

/**
 * The search state read from / written to the URL query (each change is a history entry). A change of the
 * query is not a new page: the host's scroll restoration leaves the window where it is (preventScrollReset),
 * and useScrollToResultsOnPaging brings the results into view when the paging changed.
 */
export function useSearchFilters(defaultSort: DefaultSort = 'new'): [SearchQuery, (next: SearchQuery) => void] {
  const [params, setParams] = useSearchParams();
  // Keyed by the query string: a new URLSearchParams with the same content keeps the same object.
  const key = params.toString();
  const query = useMemo(() => parseSearchParams(new URLSearchParams(key), defaultSort), [key, defaultSort]);
  const update = useCallback((next: SearchQuery) => setParams(toSearchParams(next, defaultSort), { preventScrollReset: true }), [setParams, defaultSort]);
  return [query, update];
}
