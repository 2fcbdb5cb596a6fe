// Issue 17: what the server wrote into a page it rendered (api/src/modules/site/ssr): the query cache the
// markup of #root was rendered from, as `<script id="er-query-state" type="application/json">`.
import { useEffect } from 'react';
import type { DehydratedState } from '@tanstack/react-query';

export const QUERY_STATE_ELEMENT_ID = 'er-query-state';

/** The dehydrated cache of a server-rendered page, or null for a page the browser renders from an empty root. */
export function readServerRenderedState(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text || !doc.getElementById('root')?.hasChildNodes()) return null;
  try {
    const value = JSON.parse(text) as Partial<DehydratedState>;
    return Array.isArray(value.queries) && Array.isArray(value.mutations) ? (value as DehydratedState) : null;
  } catch {
    return null;
  }
}

/**
 * The digest the server renderer gives a part it could not render (a remote whose server build did not load):
 * the browser renders that part itself, which is the designed fallback, not a fault of the page.
 */
export const SERVER_FALLBACK_DIGEST = 'er-server-fallback';

/**
 * hydrateRoot's onRecoverableError: a part the server left to the browser is noted quietly; anything else (a
 * mismatch between the server's markup and the browser's first render) stays an error in the console.
 */
export function reportRecoverableError(error: unknown): void {
  if (error && typeof error === 'object' && (error as { digest?: unknown }).digest === SERVER_FALLBACK_DIGEST) {
    console.info('[mfe_host] a part of this page was rendered in the browser (its server build was not available)');
    return;
  }
  console.error(error);
}

/**
 * `<html data-hydrated>` once React runs the page (after hydrating a server-rendered one): what the browser tests
 * wait for before typing into a page that is already on screen but not yet interactive.
 *
 * Rendered inside the Suspense boundary that holds the page (SiteRoutes, RemoteSlot), after it: the boundary
 * commits, and this effect runs, only once the page in it is hydrated. Marked from the shell's root instead, it
 * came first while a lazily loaded page was still server markup, and what a test typed into the first field then
 * was reset when React took the field over (a flaky company-inquiry test).
 */
export function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
