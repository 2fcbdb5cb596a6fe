import { Suspense } from 'react';
import { Route, Routes, useLocation } from '@er/router';
import { ErrorBoundary, ErrorPage, ErrorPanel, NotFound, Spinner } from '@er/ui';
import { ApiRequestError } from '@er/api-client';
import { Layout } from './components/Layout';
import { RemoteSlot } from './components/RemoteSlot';
import { useDocumentTitle } from './hooks/useDocumentTitle';
import { useIndexingTags } from './hooks/useIndexingTags';
import { ROUTE_TABLE, findDeclaredRoute, findRoute } from './routes';
import { usePageViews } from './runtime/gtm';
import { useBuildUpdateCheck, UpdateBanner } from './runtime/build-check';
import { isChunkLoadError, reloadOnceForChunkError } from './runtime/chunk-guard';
import { readRuntimeConfig, type RuntimeConfig } from './runtime/config';
import { HydratedMark } from './runtime/server-rendered';

/** SPEC §1: the Firebase web settings of the runtime config, handed to the remotes (social sign-in in mfe_account). */
const FIREBASE = readRuntimeConfig().firebase;

/** What a host page that failed shows: a reload for a missing chunk (once), else the error page. */
function PageError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return reloadOnceForChunkError() ? <Spinner /> : <ErrorPanel />;
  }
  if (error instanceof ApiRequestError && error.error.statusCode === 404) return <NotFound />;
  const status = error instanceof ApiRequestError && error.error.statusCode >= 400 ? error.error.statusCode : 500;
  return <ErrorPage status={status} />;
}

/**
 * Dispatches the current path by the declared routes (@er/contracts/routes): a remote's route tree, a host
 * page, or — for a path no served route matches — the 404 page (SPEC §8: it logs 'Page not found: {path}').
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const owner = findRoute(pathname);
  if (!owner) {
    return (
      <>
        <NotFound />
        <HydratedMark />
      </>
    );
  }
  if ('remote' in owner) return <RemoteSlot key={owner.remote} id={owner.remote} props={{ basePath: '/', firebase: FIREBASE }} />;
  return (
    <ErrorBoundary
      name="host-page"
      resetKey={pathname}
      fallback={(_, error) => (
        <>
          <PageError error={error} />
          <HydratedMark />
        </>
      )}
    >
      <Suspense fallback={<Spinner />}>
        <Routes>
          {ROUTE_TABLE.map((r) => ('page' in r ? <Route key={r.path} path={r.path} element={<r.page />} /> : null))}
        </Routes>
        <HydratedMark />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The shell: layout + routes. Router, query cache and remote loader come from bootstrap (or tests);
 * `runtime` (the injected settings) turns on the hourly build check.
 */
export function App({ runtime }: { runtime?: RuntimeConfig }) {
  useDocumentTitle();
  useIndexingTags();
  usePageViews();
  const updated = useBuildUpdateCheck(runtime?.buildId ?? null, !!runtime);
  const { pathname } = useLocation();
  // Issue 11: the back office (routes declared with layout 'staff') brings its own staff layout; the public
  // header and footer wrap every other page, the 404 page included.
  if (findDeclaredRoute(pathname)?.layout === 'staff') {
    return (
      <>
        {updated && <UpdateBanner />}
        <SiteRoutes />
      </>
    );
  }
  return (
    <Layout>
      {updated && <UpdateBanner />}
      <SiteRoutes />
    </Layout>
  );
}
