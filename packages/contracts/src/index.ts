// Host <-> remote contracts (types only: nothing here exists at run time).
// The typed half of the registry of remotes (../remotes.js holds the data: routes, URLs, settings,
// exposes): RemoteModules is every exposed module with the props the host passes it. The registry is
// checked against it by typecheck (src/registry.ts), and each remote's own components by its
// src/exposes.test.ts.
import type { ComponentType } from 'react';

export type { ModulesOf, RemoteEntry, RemoteRegistry } from './registry';

/** GET /mf-remotes.json: container name -> URL of its mf-manifest.json (relative or absolute). */
export type RemoteManifest = Record<RemoteName, string>;

/**
 * Props of every remote's `./Routes` component.
 *
 * The host renders it inside its BrowserRouter and QueryClientProvider (react-router and
 * @tanstack/react-query are shared singletons, so the remote uses the host's router and cache)
 * and outside any host <Route>, so the remote's own <Routes> match the full pathname.
 * Unknown sub-paths: the remote renders <NotFound /> from @er/ui (the same 404 page the host
 * shows for unmatched paths; it logs `Page not found: {path}`).
 */
export interface RemoteRoutesProps {
  /** Prefix of the remote's route paths; '/' when mounted by the host (the default). */
  basePath?: string;
  /**
   * The public Firebase web settings of the runtime config (SPEC §1: FIREBASE_* on the server), for social
   * sign-in; null or absent when not configured (then no social sign-in is offered).
   */
  firebase?: FirebaseWebSettings | null;
}

/** SPEC §1: the three public settings the backend-as-a-service client is initialised with. */
export interface FirebaseWebSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** Props of `mfe_items/NewItemsWidget` (the newest listings block on the top page). */
export interface NewItemsWidgetProps {
  /** How many listings to show; default 8. */
  limit?: number;
}

/** Props of `mfe_items/FeaturedItemsWidget` (注目の案件 on the top page). */
export interface FeaturedItemsWidgetProps {
  /** How many listings to show; default 6. */
  limit?: number;
}

/** Props of `mfe_items/RankingsWidget` (popular languages, high-rate skills and listings). */
export interface RankingsWidgetProps {
  /** Rows per ranking; default 10. */
  limit?: number;
}

/** Props of `mfe_items/PopularSearchesWidget` (よく検索されるワード). */
export interface PopularSearchesWidgetProps {
  /** Heading level of the block title (group titles are one level below); default 2. */
  headingLevel?: 2 | 3;
}

/** Where a page is: its path and its query string ('' or '?keyword=Java'). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/**
 * A query a page asks for on its first render: a TanStack Query key with its fetch function (the SDK's
 * `api.<group>.<operation>.query(params)`), as the page's own hook builds it.
 */
export interface PageQuery {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * A remote's `./Routes` module. `pageQueries`: the queries the page at a location asks for on its first render,
 * so that the host's server fetches them before it renders the page once; optional (without it, or for what it
 * leaves out, the server finds a page's data by rendering it and renders again with the answers).
 */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
  pageQueries?: (location: PageLocation) => PageQuery[];
}

/** Every exposed module id, with the shape loadRemote() resolves to. */
export interface RemoteModules {
  'mfe_items/Routes': RemoteRoutesModule;
  'mfe_items/NewItemsWidget': { default: ComponentType<NewItemsWidgetProps> };
  'mfe_items/FeaturedItemsWidget': { default: ComponentType<FeaturedItemsWidgetProps> };
  'mfe_items/RankingsWidget': { default: ComponentType<RankingsWidgetProps> };
  'mfe_items/PopularSearchesWidget': { default: ComponentType<PopularSearchesWidgetProps> };
  'mfe_account/Routes': RemoteRoutesModule;
  'mfe_admin/Routes': RemoteRoutesModule;
}

export type RemoteModuleId = keyof RemoteModules;

/** The route tree each remote with routes exposes: 'mfe_items/Routes' | … (props: RemoteRoutesProps). */
export type RemoteRoutesId = Extract<RemoteModuleId, `${string}/Routes`>;

/** Federated container names (snake_case, STYLE.md), from the module ids: 'mfe_items' | … */
export type RemoteName = RemoteModuleId extends infer Id ? (Id extends `${infer N}/${string}` ? N : never) : never;

/** What a remote's exposed modules must be, by module name ('Routes' → its module shape). */
export type ExposedModules<N extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${N}/${infer M}` ? M : never]: RemoteModules[Id];
};

/** The exposed module a given module id's remote serves: 'mfe_items/Routes' -> 'mfe_items'. */
export type RemoteOf<Id extends RemoteModuleId> = Id extends `${infer N}/${string}` ? N & RemoteName : never;
