// The document's title and description on the client. The host writes the route's static meta on every
// navigation (a layout effect); a page whose meta depends on its data (@er/site-meta dynamicPatterns: a
// listing, a tag, an announcement) writes its declared meta once the data is known with useRouteMeta — the
// same pageMeta function the server uses for the HTML it serves, so both write the same text.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta, type PageMetaData } from '@er/site-meta';

export function applyPageMeta({ title, description }: { title: string; description: string }): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Applies the declared meta of `pattern` for its loader data: `undefined` while loading (the host's static
 * meta stays), `null` when nothing was found (the not-found meta, as the server's 404 page).
 */
export function useRouteMeta<P extends keyof PageMetaData>(pattern: P, loaded: PageMetaData[P] | null | undefined): void {
  const { pathname } = useLocation();
  const meta = loaded === undefined ? undefined : pageMeta(pattern, loaded);
  const title = meta?.title;
  const description = meta?.description;
  // The pathname too: the host resets the static meta on every new path, even when this text is unchanged.
  useEffect(() => {
    if (title !== undefined && description !== undefined) applyPageMeta({ title, description });
  }, [title, description, pathname]);
}
