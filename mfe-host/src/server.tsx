// The host's server renderer, built as dist/server/host-ssr.js (packages/mf-config/src/server.js) and loaded by
// the web server at run time (web/src/render/server-renderer.ts). It renders the same tree as bootstrap.tsx — the
// shell, the route's remote modules (their server builds, through the loader the web server hands in) and their data —
// so that the browser hydrates it instead of building the page from an empty root.
//
// Data: a page asks for its data with TanStack Query hooks, which do not fetch on a server. So the queries the
// page's remote names for the URL (its Routes module's pageQueries) are fetched first (through the one API client,
// to the API's address) and the page is rendered once with their answers. Whatever it asks for beyond them is
// fetched after that render and the page is rendered again, until it asks for nothing new (at most MAX_PASSES
// renders). The answers the page used go into it as a dehydrated cache; the browser starts from it and asks
// nothing again for that URL.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The static handler is server-only: taken from the copy the web server provides (the same module @er/router re-exports).
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, ScrollRestoration, StaticRouterProvider } from 'react-router';
import {
  dehydrate,
  defaultShouldDehydrateQuery,
  QueryClient,
  QueryClientProvider,
  skipToken,
  type DehydratedState,
  type FetchQueryOptions,
  type Query,
} from '@tanstack/react-query';
import * as ui from '@er/ui';
import * as appState from '@er/app-state';
import * as router from '@er/router';
// The module whole: a remote's server build gets this very instance (one API client per render), as Module
// Federation shares it in the browser.
// eslint-disable-next-line no-restricted-imports
import * as apiClient from '@er/api-client';
import * as routeDeclarations from '@er/contracts/routes';
import * as siteMeta from '@er/site-meta';
import type { PageQuery, RemoteModuleId, RemoteModules, RemoteRoutesId } from '@er/contracts';
import { RemoteLoaderProvider } from './components/RemoteSlot';
import { setServerRuntimeConfig, type RuntimeConfig } from './runtime/config';
import { SERVER_FALLBACK_DIGEST } from './runtime/server-rendered';

/** What a remote's server build takes from the host (packages/mf-config/src/server.js HOST_SHARED): one instance each. */
export const shared: Record<string, unknown> = {
  '@er/ui': ui,
  '@er/app-state': appState,
  '@er/api-client': apiClient,
  '@er/router': router,
  '@er/contracts/routes': routeDeclarations,
  '@er/site-meta': siteMeta,
};

export type ServerRemoteLoader = <Id extends RemoteModuleId>(id: Id) => Promise<RemoteModules[Id]>;

export interface RenderInput {
  /** Path and query of the page: '/item/search?keyword=Java'. */
  url: string;
  /** The site's own origin (a Request needs an absolute URL). */
  origin: string;
  /** Loads a remote module's server build (the web server's loader: verified, fetched at run time, kept while its file is current). */
  loadRemote: ServerRemoteLoader;
  /** Aborted when the render takes too long: what is not ready is left to the browser. */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The query cache the markup was rendered from (TanStack Query `dehydrate`). */
  queryState: DehydratedState;
  /** Errors thrown while rendering (a remote that did not load …): those parts are rendered by the browser. */
  errors: string[];
}

/** Renders that discover data: the page, then again with each new round of answers. */
const MAX_PASSES = 4;

type AppModule = typeof import('./App');
let app: Promise<AppModule> | null = null;
let runtime: RuntimeConfig | null = null;

/**
 * Called by the web server before any render: the settings it injects into each page (the same the browser reads),
 * the API's address for the render's API calls, the headers of the render in progress (who it renders for) and how
 * the calls are made. The shell's modules read the settings when they load, so they are loaded after this.
 */
export function configure(options: {
  runtime: RuntimeConfig;
  apiOrigin: string;
  requestHeaders?: () => Record<string, string>;
  /** Makes the render's API calls (the web server's shared cache of public answers); default: the global fetch. */
  fetch?: typeof fetch;
}): void {
  runtime = options.runtime;
  setServerRuntimeConfig(options.runtime);
  apiClient.setServerApiOrigin(options.apiOrigin, { headers: options.requestHeaders, fetch: options.fetch });
  app = import('./App');
}

type Enabled = boolean | ((query: never) => boolean);

interface RenderQueryClient {
  client: QueryClient;
  /** Fetches queries named before the render; they count as the page's only once a component asks for them. */
  prefetch: (queries: readonly PageQuery[]) => Promise<void>;
  /** Queries the page asked for (enabled) that have no answer yet. */
  unfetched: () => Query[];
  /** Whether the page asked for this query. */
  wasAsked: (query: Query) => boolean;
}

/**
 * A query client that remembers which queries the page's components asked for with `enabled` on: on a server
 * the hooks only build the query (through defaultQueryOptions), so this is how the renderer knows what to fetch.
 */
function createRenderQueryClient(): RenderQueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { ...apiClient.queryClientDefaults.queries, retry: false } } });
  const asked = new Map<string, Enabled>();
  let recording = true;
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    if (recording && defaulted.queryFn !== skipToken && defaulted.queryHash) {
      const before = asked.get(defaulted.queryHash);
      // Several components may ask for one query: it is wanted when any of them has it enabled.
      if (before === undefined || before === false) asked.set(defaulted.queryHash, (defaulted.enabled as Enabled | undefined) ?? true);
    }
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  const unfetched = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => {
        if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
        const enabled = asked.get(query.queryHash);
        if (enabled === undefined) return false;
        return typeof enabled === 'function' ? enabled(query as never) : enabled !== false;
      });
  const prefetch = async (queries: readonly PageQuery[]) => {
    // prefetchQuery defaults its options at once, before its first await: those calls are not the page's.
    recording = false;
    let fetches: Promise<void>[];
    try {
      fetches = queries.map((query) => client.prefetchQuery(query as FetchQueryOptions));
    } finally {
      recording = true;
    }
    await Promise.all(fetches);
  };
  return { client, prefetch, unfetched, wasAsked: (query) => asked.has(query.queryHash) };
}

/** The queries the remote that owns the page names for it (RemoteRoutesModule.pageQueries); none for the host's own pages. */
async function declaredPageQueries(url: URL, loader: ServerRemoteLoader): Promise<PageQuery[]> {
  const owner = siteMeta.matchPage(url.pathname)?.page.owner;
  if (!owner || owner === 'host') return [];
  try {
    const routes = await loader(`${owner}/Routes` as RemoteRoutesId);
    return routes.pageQueries?.({ pathname: url.pathname, search: url.search }) ?? [];
  } catch {
    // A remote that does not load: the render leaves its part to the browser and says why.
    return [];
  }
}

async function renderToHtml(node: React.ReactNode, signal: AbortSignal | undefined, errors: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    signal,
    // Everything in document order (a large block is otherwise sent apart and moved into place by a script):
    // the page reads right without scripts, for crawlers and link previews too.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error instanceof Error ? error.message : String(error));
      // Sent with the part left to the browser, so that the browser knows it as such (bootstrap.tsx).
      return SERVER_FALLBACK_DIGEST;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `url` as HTML with its data, or null where it cannot be server-rendered as the browser would render
 * it (a query failed: the browser renders the page and its error state itself).
 */
export async function render({ url, origin, loadRemote, signal }: RenderInput): Promise<RenderResult | null> {
  if (!app || !runtime) throw new Error('configure() was not called');
  const { App } = await app;
  // One loader per render: the lazy components RemoteSlot keeps per loader are then this render's, so a remote
  // redeployed since the last page is rendered from its new build.
  const loader: ServerRemoteLoader = (id) => loadRemote(id);
  const handler = createStaticHandler([
    {
      path: '*',
      element: (
        <RemoteLoaderProvider value={loader}>
          <ScrollRestoration />
          <App runtime={runtime} />
        </RemoteLoaderProvider>
      ),
    },
  ]);
  const location = new URL(url, origin);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { client, prefetch, unfetched, wasAsked } = createRenderQueryClient();
  await prefetch(await declaredPageQueries(location, loader));
  // The same tree as bootstrap.tsx's, so that the browser's first render matches this markup.
  const tree = (
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>
  );
  const errors: string[] = [];
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    errors.length = 0;
    html = await renderToHtml(tree, signal, errors);
    const todo = unfetched();
    if (todo.length === 0 || signal?.aborted) break;
    await Promise.all(todo.map((query) => query.fetch().catch(() => undefined)));
  }
  // Only what the page asked for counts: a named query it did not use neither fails the render nor goes with it.
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && wasAsked(query));
  const queryState = failed ? null : dehydrate(client, { shouldDehydrateQuery: (query) => wasAsked(query) && defaultShouldDehydrateQuery(query) });
  client.clear();
  return queryState && { html, queryState, errors: [...errors] };
}
