import { useLayoutEffect } from 'react';
import { useLocation } from '@er/router';
import { applyPageMeta } from '@er/ui';
import { navigationMeta } from '@er/site-meta';
import { SITE_ENV } from '../routes';

/**
 * Writes document.title and the description once per client-side navigation (issue 10, page meta as a
 * contract): the declared static meta of the path, or the not-found meta for a path no served route
 * matches. A route whose meta depends on its data (a listing, a tag, an announcement) is left to its page
 * (useRouteMeta from @er/ui), which writes it when the data arrives, so no static title shows in between.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const meta = navigationMeta(pathname, SITE_ENV);
    if (meta) applyPageMeta(meta);
  }, [pathname]);
}
