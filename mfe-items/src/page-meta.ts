// Title and description of the listing pages once their data is known. The host sets the page
// table's per-path default on every navigation in a layout effect (mfe-host useDocumentTitle), which
// runs before these passive effects; the specific text here is the same wording the server injects on
// first load (@er/site-meta), so crawlers and users see one description whichever way the page was reached.
import { useEffect } from 'react';
import { notFound } from '@er/site-meta';

/** The site suffix of page titles (packages/site-meta/pages.json; the server injects the same). */
export const SITE_TITLE_SUFFIX = '｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート';

export interface PageMeta {
  /** The full document title (suffix included). */
  title?: string;
  description?: string | null;
}

function apply({ title, description }: PageMeta) {
  if (title) document.title = title;
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** Sets the title/description once known; absent parts keep the host's default. */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    if (title || description) apply({ title, description });
  }, [title, description]);
}

/** A page title with the site suffix, e.g. 'Javaのフリーランス案件・求人一覧｜…'. */
export function usePageTitle(title: string | undefined, description?: string | null) {
  usePageMeta({ title: title ? `${title}${SITE_TITLE_SUFFIX}` : undefined, description });
}

/** The not-found title and description, as the server sends them for an unknown tag or listing. */
export function useNotFoundPageMeta() {
  usePageMeta(notFound);
}
