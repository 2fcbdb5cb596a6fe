import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageMeta } from '@er/ui';
import { metaFor } from '../site-meta';

/**
 * Keeps document.title and the description in step with client-side navigation: the page table's
 * default for the path. A layout effect, so that it runs before the pages' own (passive) effects and a
 * page that knows a more specific title (a listing, a tag, an announcement: useRouteMeta from @er/ui) sets it last.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => applyPageMeta(metaFor(pathname)), [pathname]);
}
