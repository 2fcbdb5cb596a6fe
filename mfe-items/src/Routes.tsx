// Exposed as mfe_items/Routes: the route tree of everything mfe_items owns
// (/item/*, /considers, /user-skill-matching-item). Contract: @er/contracts RemoteRoutesProps.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { RemoteRoutesProps } from '@er/contracts';
import { NotFound, Spinner } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { ItemSearchPage } from './pages/ItemSearchPage';
import { TagPage } from './pages/TagPage';
import { ItemDetailPage } from './pages/ItemDetailPage';
import { ConsidersPage } from './pages/ConsidersPage';
import './items.css';

// The chart code is its own chunk, loaded only on /item/marketprice.
const MarketPricePage = lazy(() => import(/* webpackChunkName: "marketprice" */ './pages/MarketPricePage'));

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

export default function ItemsRoutes({ basePath = '/' }: RemoteRoutesProps) {
  return (
    <div className="mfe-items" data-build-label={BUILD_LABEL}>
      <Routes>
        <Route path={join(basePath, 'item/search')} element={<ItemSearchPage />} />
        <Route path={join(basePath, 'item/tag/:id')} element={<TagPage />} />
        <Route path={join(basePath, 'item/detail/:id')} element={<ItemDetailPage />} />
        <Route
          path={join(basePath, 'item/marketprice')}
          element={
            <Suspense fallback={<Spinner />}>
              <MarketPricePage />
            </Suspense>
          }
        />
        <Route path={join(basePath, 'considers')} element={<ConsidersPage />} />
        {/* Not-found contract: unknown sub-paths render the shared 404 page. */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
