// SPEC §1/§9: Google Tag Manager from the runtime setting. No id → no tag, no dataLayer.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@er/router';
import { PAGE_META_EVENT, type PageMetaEventDetail } from '@er/ui';
import { navigationMeta } from '@er/site-meta';
import { isLinkTokenPath } from '@er/contracts/routes';
import { redactUrl } from '@er/contracts/secret-query';
import { SITE_ENV } from '../routes';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

let enabled = false;

/** Sets up window.dataLayer, pushes gtm.js and adds the container script. */
export function initGtm(gtmId: string | null, win: Window = window, doc: Document = document): boolean {
  if (!gtmId) return false;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.appendChild(script);
  enabled = true;
  return true;
}

/** For tests: forget the initialisation. */
export function resetGtm() {
  enabled = false;
}

export function pushPageView(pagePath: string, pageTitle: string, win: Window = window) {
  if (!enabled || !win.dataLayer) return;
  win.dataLayer.push({ event: 'page_view', page_path: pagePath, page_title: pageTitle });
}

/**
 * The page_path of a page view: a link page's path alone (its query carried the link's secret), any other
 * page's path and query with secret-looking values hidden.
 */
export function pageViewPath(pathname: string, search: string): string {
  return isLinkTokenPath(pathname) ? pathname : redactUrl(pathname + search);
}

/**
 * One page_view per route change, including the first, with the new page's title. Call it after
 * useDocumentTitle. A static route's title is written by the host before this runs; a data-dependent route
 * (a listing, a tag, an announcement) gets its title from its page once the data is known, so its page_view
 * waits for that write (PAGE_META_EVENT from @er/ui) — unless the page wrote it already in this commit.
 */
export function usePageViews() {
  const { pathname, search } = useLocation();
  const lastWritten = useRef<string | null>(null);
  const waiting = useRef<{ pathname: string; path: string } | null>(null);
  const previous = useRef<string | null>(null);
  // A layout effect: listening before any page's passive effect of the first commit writes.
  useLayoutEffect(() => {
    const onMeta = (e: Event) => {
      const written = (e as CustomEvent<PageMetaEventDetail>).detail.pathname;
      lastWritten.current = written;
      if (waiting.current?.pathname === written) {
        pushPageView(waiting.current.path, document.title);
        waiting.current = null;
      }
    };
    window.addEventListener(PAGE_META_EVENT, onMeta);
    return () => window.removeEventListener(PAGE_META_EVENT, onMeta);
  }, []);
  useEffect(() => {
    const newPath = previous.current !== null && previous.current !== pathname;
    previous.current = pathname;
    waiting.current = null;
    const pageWritesMeta = navigationMeta(pathname, SITE_ENV) === null;
    if (newPath && pageWritesMeta && lastWritten.current !== pathname) waiting.current = { pathname, path: pageViewPath(pathname, search) };
    else pushPageView(pageViewPath(pathname, search), document.title);
  }, [pathname, search]);
}
