// After 次へ / a page number / a new sort or page size, the new results start at the top of the
// results block, but the window stays where the user clicked (the pagination sits at the bottom, a
// few thousand pixels down). Bring the results block into view then. A filter change keeps the
// scroll position: the user is in the middle of the filter panel and may tick another box.
import { useEffect, useRef, type RefObject } from 'react';
import type { GetSearchByKeywordListParams as SearchQuery } from '@er/api-client';
import { filtersKey, pagingKey, type DefaultSort } from './filters';

export function useScrollToResultsOnPaging(results: RefObject<HTMLElement | null>, query: SearchQuery, defaultSort: DefaultSort = 'new') {
  const paging = pagingKey(query, defaultSort);
  const filters = filtersKey(query);
  const previous = useRef({ paging, filters });

  useEffect(() => {
    const before = previous.current;
    previous.current = { paging, filters };
    // A filter change resets the page too (withFilter); only a change of paging alone scrolls.
    if (before.paging === paging || before.filters !== filters) return;
    const el = results.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    // The clicked page link is usually gone (it became the current page): continue from the results
    // for keyboard and screen-reader users. A sort/page-size select keeps its focus.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.mfe-items-pagination')) el.focus({ preventScroll: true });
  }, [paging, filters, results]);
}
