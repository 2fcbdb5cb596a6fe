// The document's title and description on the client, written once per navigation (issue 10, page meta as a
// contract; the routes and their meta are declared in @er/contracts/routes). The host writes a route's static
// meta (or the not-found meta) when the path changes; a route whose meta depends on its data (a listing, a
// tag, an announcement) is written only by its page, with useRouteMeta, once the data is known — the same
// pageMeta function the server uses for the HTML it serves, so both write the same text.
import { useEffect } from 'react';
import { useLocation } from '@er/router';
import { pageMeta, type PageMetaData } from '@er/site-meta';

/** Dispatched on window after each write, with the path it was written for (the host's page_view waits on it). */
export const PAGE_META_EVENT = 'er:page-meta';
export interface PageMetaEventDetail {
  pathname: string;
  title: string;
}

export function applyPageMeta({ title, description }: { title: string; description: string }): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  window.dispatchEvent(new CustomEvent<PageMetaEventDetail>(PAGE_META_EVENT, { detail: { pathname: window.location.pathname, title } }));
}

/**
 * Writes the declared meta of `pattern` for its loader data: nothing while loading (`undefined`; the previous
 * page's title stays until this one is known), the not-found meta when nothing was found (`null`, as the
 * server's 404 page).
 */
export function useRouteMeta<P extends keyof PageMetaData>(pattern: P, loaded: PageMetaData[P] | null | undefined): void {
  const { pathname } = useLocation();
  const meta = loaded === undefined ? undefined : pageMeta(pattern, loaded);
  const title = meta?.title;
  const description = meta?.description;
  // The pathname too: a new path of the same route (another listing with the same text) is a new navigation.
  useEffect(() => {
    if (title !== undefined && description !== undefined) applyPageMeta({ title, description });
  }, [title, description, pathname]);
}
