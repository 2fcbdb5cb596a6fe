import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { parseSearchParams, toSearchParams } from '../search/filters';

/**
 * /user-skill-matching-item's state in the URL: /item/search's filters, with match order as the default
 * sort (no `sort` in the URL), so 新着順 is written out (`sort=new`) where /item/search leaves it out.
 */
export function useMatchingFilters(): [SearchQuery, (next: SearchQuery) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const query = useMemo(() => {
    const sp = new URLSearchParams(key);
    const q = parseSearchParams(sp);
    const sort = sp.get('sort');
    if (sort === 'new' || sort === 'rate') q.sort = sort;
    return q;
  }, [key]);
  const update = useCallback(
    (next: SearchQuery) => {
      const sp = toSearchParams(next);
      if (next.sort === 'new') sp.set('sort', 'new');
      setParams(sp, { preventScrollReset: true });
    },
    [setParams],
  );
  return [query, update];
}
