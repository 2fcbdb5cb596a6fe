/**
 * Dynamic page meta (titles of listing and tag pages, JSON-LD, 404 status) comes from feature modules:
 * the site module never queries tables itself. A module provides PAGE_META_RESOLVER (ItemsModule does)
 * and SiteModule imports it.
 */
export type DynamicPageMeta = PageMeta | PageMoved;

export interface PageMeta {
  title: string;
  description: string;
  /** Structured data put into `<script type="application/ld+json">` (escaped by injectMeta). */
  jsonLd?: Record<string, unknown>;
  status: 200 | 404;
}

/** The page lives at another URL now (a merged tag's page: the surviving tag's): answered 301, query kept. */
export interface PageMoved {
  status: 301;
  /** A path on this site (`/item/tag/12`), never a URL the request chose. */
  location: string;
}

export interface SitemapEntry {
  /** Path on the site, e.g. /item/detail/12. */
  path: string;
  lastmod?: Date;
}

export interface PageMetaResolver {
  /**
   * Meta for a matched page pattern (e.g. '/item/detail/:id' with params { id: '12' }), or null to keep
   * the static meta declared in @er/contracts/routes. `base` is that static meta.
   */
  resolve(pattern: string, params: Record<string, string>, base: { title: string; description: string }): Promise<DynamicPageMeta | null>;
  /** Dynamic URLs for /sitemap.xml. */
  sitemapEntries(): Promise<SitemapEntry[]>;
}

export const PAGE_META_RESOLVER = Symbol('PAGE_META_RESOLVER');

/**
 * Resolvers of further modules (news …), next to the one under PAGE_META_RESOLVER: SiteModule provides
 * this list from the modules it imports. They are asked in order after it; the first non-null wins.
 */
export const MORE_PAGE_META_RESOLVERS = Symbol('MORE_PAGE_META_RESOLVERS');

/** One resolver asking each in turn (first non-null meta wins) and listing every sitemap entry. */
export function combinePageMetaResolvers(resolvers: (PageMetaResolver | undefined)[]): PageMetaResolver | undefined {
  const list = resolvers.filter((r): r is PageMetaResolver => !!r);
  if (list.length <= 1) return list[0];
  return {
    async resolve(pattern, params, base) {
      for (const r of list) {
        const meta = await r.resolve(pattern, params, base);
        if (meta) return meta;
      }
      return null;
    },
    async sitemapEntries() {
      return (await Promise.all(list.map((r) => r.sitemapEntries()))).flat();
    },
  };
}
