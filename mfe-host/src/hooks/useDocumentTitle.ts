import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { metaFor } from '../site-meta';

/**
 * Keeps document.title and the description in step with client-side navigation: the page table's
 * default for the path. A layout effect, so that it runs before the pages' own (passive) effects and a
 * remote page that knows a more specific title (a listing, a tag) sets it last.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const { title, description } = metaFor(pathname);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname]);
}
