import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary, ErrorPage, ErrorPanel, NotFound, Spinner } from '@er/ui';
import { ApiRequestError } from '@er/api-client';
import { Layout } from './components/Layout';
import { RemoteSlot } from './components/RemoteSlot';
import { useDocumentTitle } from './hooks/useDocumentTitle';
import { useIndexingTags } from './hooks/useIndexingTags';
import { ROUTE_TABLE, findRoute } from './routes';
import { usePageViews } from './runtime/gtm';
import { useBuildUpdateCheck, UpdateBanner } from './runtime/build-check';
import { isChunkLoadError, reloadOnceForChunkError } from './runtime/chunk-guard';
import type { RuntimeConfig } from './runtime/config';

/** What a host page that failed shows: a reload for a missing chunk (once), else the error page. */
function PageError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return reloadOnceForChunkError() ? <Spinner /> : <ErrorPanel />;
  }
  if (error instanceof ApiRequestError && error.error.statusCode === 404) return <NotFound />;
  const status = error instanceof ApiRequestError && error.error.statusCode >= 400 ? error.error.statusCode : 500;
  return <ErrorPage status={status} />;
}

/** Dispatches the current path: a remote's route tree, a host page, or the 404 page. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const owner = findRoute(pathname);
  if (owner && 'remote' in owner) return <RemoteSlot key={owner.remote} id={owner.remote} props={{ basePath: '/' }} />;
  return (
    <ErrorBoundary name="host-page" resetKey={pathname} fallback={(_, error) => <PageError error={error} />}>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {ROUTE_TABLE.map((r) => ('page' in r ? <Route key={r.path} path={r.path} element={<r.page />} /> : null))}
          {/* SPEC §8: the unmatched path logs 'Page not found: {path}' and shows the 404 page. */}
          <Route path="*" element={<NotFound />} />
        </Routes>
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
  return (
    <Layout>
      {updated && <UpdateBanner />}
      <SiteRoutes />
    </Layout>
  );
}
