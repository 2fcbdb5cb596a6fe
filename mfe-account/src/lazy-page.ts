// Each account page in a chunk of its own (issue 17: first view). The routes module imported every page, so the
// login page brought the entry form, the skill sheets, the surveys and the rest: 23 KB with brotli on every account
// page, where one page needs a few. This remote is browser-only (no server rendering), so a page may load late.
import { lazy, type ComponentType } from 'react';

type Page = ComponentType;
const loaders: (() => Promise<Page>)[] = [];

/**
 * A page component loaded on first render (React.lazy under the routes' Suspense). Once its chunk is in, the page
 * renders at once, without a fallback frame: React takes a thenable that answers synchronously as resolved.
 */
export function lazyPage(load: () => Promise<Page>): Page {
  let loaded: Page | undefined;
  let loading: Promise<Page> | undefined;
  const fetchPage = () => (loading ??= load().then((page) => (loaded = page)));
  loaders.push(fetchPage);
  return lazy(() => {
    if (!loaded) return fetchPage().then((page) => ({ default: page }));
    const page = loaded;
    return { then: (resolve: (module: { default: Page }) => void) => resolve({ default: page }) } as unknown as Promise<{ default: Page }>;
  });
}

/** Loads every page's chunk (tests: then each page renders without suspending, as the old eager routes did). */
export function preloadPages(): Promise<Page[]> {
  return Promise.all(loaders.map((load) => load()));
}
