import type { PageMetaData, RouteDeclaration } from '@er/contracts/routes';

export type { PageMetaData, RouteDeclaration } from '@er/contracts/routes';

/** A declared page route (@er/contracts/routes): path, owner, layout and its meta. */
export type PageMeta = RouteDeclaration;

export interface PageMatch {
  page: PageMeta;
  params: Record<string, string>;
}

export declare const siteName: string;
export declare const notFound: { title: string; description: string };
export declare const pages: readonly PageMeta[];
export declare function matchPage(pathname: string): PageMatch | null;

/** Routes whose meta depends on loader data. */
export declare const dynamicPatterns: readonly (keyof PageMetaData)[];
/**
 * Title and description of a route: its static meta, or for a data-dependent route a function of its loader
 * data; `null` data (nothing found) gives the not-found meta. Used by the server and the client alike.
 */
export declare function pageMeta<P extends keyof PageMetaData>(pattern: P, loaded?: PageMetaData[P] | null): { title: string; description: string };
export declare function pageMeta(pattern: string, loaded?: null): { title: string; description: string };
/**
 * What the client writes on arriving at a path: static meta, the not-found meta (no served route), or null
 * for a data-dependent route (its page writes its meta once its data is known).
 */
export declare function navigationMeta(pathname: string, nodeEnv: string): { title: string; description: string } | null;
/** Whether a declared route is served under a NODE_ENV (not planned; its env, if any). */
export declare function isServed(route: RouteDeclaration, nodeEnv: string): boolean;

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
