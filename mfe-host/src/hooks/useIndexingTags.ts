import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@er/router';
import { canonicalPath, isFilteredListPage, matchPage } from '@er/site-meta';

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attribute, value);
}

/**
 * The server injects canonical, robots and JSON-LD for the URL it served (api site.service); after a
 * client-side navigation they would describe the first page. Keep canonical and robots in step with the
 * current URL by the same rules (@er/site-meta) and drop the server's JSON-LD, which belongs to the
 * first page (StaticPage renders its own in the body).
 */
export function useIndexingTags() {
  const { pathname, search } = useLocation();
  const served = useRef(true);
  useLayoutEffect(() => {
    if (served.current) {
      served.current = false; // the server's tags are right for the page it served
      return;
    }
    const match = matchPage(pathname);
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
    setHeadTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      match ? `${window.location.origin}${canonicalPath(pathname, match.page.path, search)}` : null,
    );
    setHeadTag(
      'meta[name="robots"]',
      () => Object.assign(document.createElement('meta'), { name: 'robots' }),
      'content',
      !match ? 'noindex' : isFilteredListPage(match.page.path, search) ? 'noindex,follow' : null,
    );
  }, [pathname, search]);
}
