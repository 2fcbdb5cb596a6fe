import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMeta, type PageMetaData } from '@er/site-meta';
import { metaFor } from '../site-meta';

function apply({ title, description }: { title: string; description: string }) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Keeps document.title and the description in step with client-side navigation: the page table's
 * default for the path. A layout effect, so that it runs before the pages' own (passive) effects and a
 * remote page that knows a more specific title (a listing, a tag) sets it last.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useLayoutEffect(() => apply(metaFor(pathname)), [pathname]);
}

/**
 * A host page whose meta depends on its data (@er/site-meta dynamicPatterns): the route's declared meta for
 * that data, the same function the server uses (mfe-items has the same hook for its pages). `undefined`
 * while loading keeps the static meta; `null` (nothing found) gives the not-found meta.
 */
export function useRouteMeta<P extends keyof PageMetaData>(pattern: P, loaded: PageMetaData[P] | null | undefined) {
  const { pathname } = useLocation();
  const meta = loaded === undefined ? undefined : pageMeta(pattern, loaded);
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title !== undefined && description !== undefined) apply({ title, description });
  }, [title, description, pathname]);
}
