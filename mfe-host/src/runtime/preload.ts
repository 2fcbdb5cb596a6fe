// SPEC §9: preload what a visitor is likely to open next — the chunk of a host page behind every internal
// link that scrolls into view or is hovered/focused, the remote behind a hovered/focused/touched one — through
// one queue that runs at most 4 loads at once.
import { useEffect } from 'react';
import { useLocation } from '@er/router';
import { findRoute } from '../routes';
import { useRemoteLoader, type RemoteLoader } from '../components/RemoteSlot';
import { PreloadQueue } from './preload-queue';
import { remoteLoadsSettled } from '../remotes';

export const preloadQueue = new PreloadQueue(4);

/**
 * Queues the load behind an internal href; returns whether something was queued. A remote's routes are loaded
 * only on intent (hover, focus, touch), not for a link merely in view (issue 17): the header links to the account
 * pages on every page, and a phone must not download the account remote on a page that shows nothing of it.
 */
export function preloadHref(href: string, loader: RemoteLoader | null, queue = preloadQueue, { remotes = true }: { remotes?: boolean } = {}): boolean {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return false;
  }
  if (url.origin !== window.location.origin) return false;
  const route = findRoute(url.pathname);
  if (!route) return false;
  if ('remote' in route) return loader && remotes ? queue.add(`remote:${route.remote}`, () => loader(route.remote)) : false;
  return route.preload ? queue.add(`page:${route.path}`, route.preload) : false;
}

function internalAnchor(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
}

export function useRoutePreloading() {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();

  // Hovered or focused links.
  useEffect(() => {
    const onIntent = (e: Event) => {
      const a = internalAnchor(e.target);
      if (a) preloadHref(a.getAttribute('href')!, loader);
    };
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [loader]);

  // Links in view (re-scanned after each navigation and when the page content changes), from the first idle moment
  // after the page has loaded: on a short page the footer's dozen links are in view, and their chunks must not share a
  // phone's link with what the first view needs (issue 17).
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    let started = false;
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        preloadHref((entry.target as HTMLAnchorElement).getAttribute('href')!, loader, preloadQueue, { remotes: false });
      }
    });
    const scan = () => document.querySelectorAll('a[href^="/"]').forEach((a) => io.observe(a));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mo = new MutationObserver(() => {
      if (!started) return;
      clearTimeout(timer);
      timer = setTimeout(scan, 300);
    });
    mo.observe(document.body, { childList: true, subtree: true });
    const cancelStart = afterFirstView(() => {
      started = true;
      markSpeculativePreloads();
      scan();
    });
    return () => {
      cancelStart();
      clearTimeout(timer);
      mo.disconnect();
      io.disconnect();
    };
  }, [loader, pathname]);
}

/** The performance mark set when the in-view preloads first start: what a page loads before it is its first view. */
export const SPECULATIVE_PRELOADS_MARK = 'er:speculative-preloads';

function markSpeculativePreloads(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function' && performance.getEntriesByName(SPECULATIVE_PRELOADS_MARK).length === 0) {
    performance.mark(SPECULATIVE_PRELOADS_MARK);
  }
}

/**
 * Runs `start` once the first view is in — the page has loaded, no remote module is still loading (a browser-rendered
 * page's remote comes after the load event: its manifest is fetched, which does not hold the event back) — and the
 * browser is idle; soon after a client-side navigation.
 */
export function afterFirstView(start: () => void, settled: () => Promise<void> = remoteLoadsSettled): () => void {
  const [whenIdle, cancelIdle] =
    typeof requestIdleCallback === 'function'
      ? [(callback: () => void) => requestIdleCallback(callback, { timeout: 2000 }), cancelIdleCallback]
      : [(callback: () => void) => window.setTimeout(callback, 200), window.clearTimeout];
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    void settled().then(() => {
      if (!cancelled) idle = whenIdle(() => !cancelled && start());
    });
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) cancelIdle(idle);
  };
}
