export interface PageMeta {
  /** Route pattern: literal segments, `:param`, or a trailing `*`. */
  path: string;
  title: string;
  description: string;
}

export interface PageMatch {
  page: PageMeta;
  params: Record<string, string>;
}

export declare const siteName: string;
export declare const notFound: { title: string; description: string };
export declare const pages: readonly PageMeta[];
export declare function matchPage(pathname: string): PageMatch | null;

/** The loader data each data-dependent route's meta is a function of (the fields its wording needs). */
export interface PageMetaData {
  '/item/detail/:id': { name: string; detail: string | null | undefined; mustHaveRequirements: string | null | undefined };
  '/item/tag/:id': { term: string };
  '/front-news/detail/:id': { title: string };
}
/** Routes whose meta depends on loader data. */
export declare const dynamicPatterns: readonly (keyof PageMetaData)[];
/**
 * Title and description of a route: its static meta, or for a data-dependent route a function of its loader
 * data; `null` data (nothing found) gives the not-found meta. Used by the server and the client alike.
 */
export declare function pageMeta<P extends keyof PageMetaData>(pattern: P, loaded?: PageMetaData[P] | null): { title: string; description: string };
export declare function pageMeta(pattern: string, loaded?: null): { title: string; description: string };

/** Description of a listing page: its detail (else required skills) on one line, at most 120 characters + '…'; null when both are empty. */
export declare function listingDescription(listing: { detail: string | null | undefined; mustHaveRequirements: string | null | undefined }): string | null;
/** '{term}のフリーランス案件・求人一覧': the tag page heading and the start of its title (SPEC §2). */
export declare function tagPageHeading(term: string): string;
/** Description of a tag page. */
export declare function tagDescription(term: string): string;
/** Canonical path + kept query of a page (`page` > 1 on list pages only), without origin. */
export declare function canonicalPath(pathname: string, pattern: string, search: string): string;
/** Whether a list page (/item/search, /item/tag/:id) carries any parameter other than `page`: noindex. */
export declare function isFilteredListPage(pattern: string, search: string): boolean;
