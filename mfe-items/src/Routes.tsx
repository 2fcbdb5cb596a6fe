// Exposed as mfe_items/Routes: the route tree of exactly the routes the declaration of page routes
// (@er/contracts/routes) gives to mfe_items and marks served. Contract: @er/contracts RemoteRoutesProps.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@er/router';
import type { RemoteRoutesProps } from '@er/contracts';
import { servedRoutesOf } from '@er/contracts/routes';
import { NotFound, Spinner } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { ItemSearchPage } from './pages/ItemSearchPage';
import { TagPage } from './pages/TagPage';
import { ItemDetailPage } from './pages/ItemDetailPage';
import { ConsidersPage } from './pages/ConsidersPage';
import { SkillMatchingPage } from './pages/SkillMatchingPage';
import './items.css';

export { pageQueries } from './page-queries';

// The chart code is its own chunk, loaded only on /item/marketprice.
const MarketPricePage = lazy(() => import(/* webpackChunkName: "marketprice" */ './pages/MarketPricePage'));

/** The page of every route the registry declares for mfe_items and marks served (Routes.test.tsx holds the keys to it). */
export const PAGES: Record<string, ReactNode> = {
  '/item/search': <ItemSearchPage />,
  '/item/tag/:id': <TagPage />,
  '/item/detail/:id': <ItemDetailPage />,
  '/item/marketprice': (
    <Suspense fallback={<Spinner />}>
      <MarketPricePage />
    </Suspense>
  ),
  '/considers': <ConsidersPage />,
  '/user-skill-matching-item': <SkillMatchingPage />,
};

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}

export default function ItemsRoutes({ basePath = '/' }: RemoteRoutesProps) {
  return (
    <div className="mfe-items" data-build-label={BUILD_LABEL}>
      <Routes>
        {servedRoutesOf('mfe_items', process.env.NODE_ENV ?? 'production').map((r) => (
          <Route key={r.path} path={join(basePath, r.path)} element={PAGES[r.path] ?? <NotFound />} />
        ))}
        {/* Not-found contract: unknown sub-paths render the shared 404 page. */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
