// Types of routes.js for every consumer (the API, scripts, the front ends). routes.js is checked against
// RouteDeclaration by typecheck (`@satisfies`, checkJs in this package's tsconfig).
import type { RemoteName } from './src/index';

export interface PageMetaText {
  title: string;
  description: string;
}

/** The loader data each data-dependent route's meta is a function of (the fields its wording needs). */
export interface PageMetaData {
  '/item/detail/:id': { name: string; detail: string | null | undefined; mustHaveRequirements: string | null | undefined };
  '/item/tag/:id': { term: string };
  '/front-news/detail/:id': { title: string };
}

/** Who renders a route: the host itself, or a remote's `./Routes`. */
export type RouteOwner = 'host' | RemoteName;

export interface RouteDeclaration extends PageMetaText {
  /** React-router pattern: literal segments and `:param` (no `*`: undeclared paths are 404). */
  path: string;
  owner: RouteOwner;
  /** 'public' (default): inside the site header and footer; 'staff': the back office's own layout. */
  layout?: 'public' | 'staff';
  /** Its meta as a function of its loader data (PageMetaData[path]) and its static meta. */
  meta?: (data: never, base: PageMetaText) => PageMetaText;
  /** A SPEC route its owner does not serve yet: 404 on the server and in the browser. */
  planned?: boolean;
  /** Served only under this NODE_ENV. */
  env?: 'development';
  /** Remote modules ('mfe_items/NewItemsWidget') a host page shows at once: preloaded with its HTML. */
  widgets?: readonly string[];
  /** Opened from a mailed link with its secret in `?token=`: taken out of the address bar, no query in page views, no Referer. */
  linkToken?: true;
}

export declare const siteName: string;
export declare const notFound: PageMetaText;
export declare const routes: readonly RouteDeclaration[];
/** /login?next=<path>: where a page sends a visitor who must log in first (back to the path afterwards). */
export declare function loginPathFor(location: { pathname: string; search?: string }): string;
export declare function isServed(route: RouteDeclaration, nodeEnv: string): boolean;
export declare function routesOf(owner: RouteOwner): readonly RouteDeclaration[];
/** Whether the path is a page declared with `linkToken` (its `?token=` is a secret). */
export declare function isLinkTokenPath(pathname: string): boolean;
export declare function servedRoutesOf(owner: RouteOwner, nodeEnv: string): readonly RouteDeclaration[];
/** Description of a listing page: its detail (else required skills) on one line, at most 120 characters + '…'; null when both are empty. */
export declare function listingDescription(listing: PageMetaData['/item/detail/:id']): string | null;
/** '{term}のフリーランス案件・求人一覧': the tag page heading and the start of its title (SPEC §2). */
export declare function tagPageHeading(term: string): string;
/** Description of a tag page. */
export declare function tagDescription(term: string): string;
