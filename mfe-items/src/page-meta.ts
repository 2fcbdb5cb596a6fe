// Title and description of the listing pages once their data is known. The host sets the route's static
// meta on every navigation in a layout effect (mfe-host useDocumentTitle), which runs before these passive
// effects; the text here is the route's declared meta (@er/site-meta pageMeta, a function of the loader
// data), the same function the server uses for the HTML it serves, so both write the same title.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta, type PageMetaData } from '@er/site-meta';

function apply({ title, description }: { title: string; description: string }) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Applies the declared meta of `pattern` for its loader data: `undefined` while loading (the host's static
 * meta stays), `null` when nothing was found (the not-found meta, as the server's 404 page).
 */
export function useRouteMeta<P extends keyof PageMetaData>(pattern: P, loaded: PageMetaData[P] | null | undefined) {
  const { pathname } = useLocation();
  const meta = loaded === undefined ? undefined : pageMeta(pattern, loaded);
  const title = meta?.title;
  const description = meta?.description;
  // The pathname too: the host resets the static meta on every new path, even when this text is unchanged.
  useEffect(() => {
    if (title !== undefined && description !== undefined) apply({ title, description });
  }, [title, description, pathname]);
}
