import { Route, Routes, useLocation } from 'react-router';
import { NotFound } from '@er/ui';
import { Layout } from './components/Layout';
import { RemoteSlot } from './components/RemoteSlot';
import { useDocumentTitle } from './hooks/useDocumentTitle';
import { ROUTE_TABLE, findRoute } from './routes';

/** Dispatches the current path: a remote's route tree, a host page, or the 404 page. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const owner = findRoute(pathname);
  if (owner && 'remote' in owner) return <RemoteSlot key={owner.remote} id={owner.remote} props={{ basePath: '/' }} />;
  return (
    <Routes>
      {ROUTE_TABLE.map((r) => ('page' in r ? <Route key={r.path} path={r.path} element={<r.page />} /> : null))}
      {/* SPEC §8: the unmatched path logs 'Page not found: {path}' and shows the 404 page. */}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/** The shell: layout + routes. Router, query cache and remote loader come from bootstrap (or tests). */
export function App() {
  useDocumentTitle();
  return (
    <Layout>
      <SiteRoutes />
    </Layout>
  );
}
