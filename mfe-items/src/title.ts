import { useEffect } from 'react';

/** The site suffix of page titles (packages/site-meta/pages.json; the server injects the same). */
export const SITE_TITLE_SUFFIX = '｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート';

/** Sets document.title once the page knows it (after the host's per-path default). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title}${SITE_TITLE_SUFFIX}`;
  }, [title]);
}
