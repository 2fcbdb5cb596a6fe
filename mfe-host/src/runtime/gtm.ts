// SPEC §1/§9: Google Tag Manager from the runtime setting. No id → no tag, no dataLayer.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
 * One page_view per route change, including the first. Call it after useDocumentTitle so the
 * title is already the new page's.
 */
export function usePageViews() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pushPageView(pathname + search, document.title);
  }, [pathname, search]);
}
