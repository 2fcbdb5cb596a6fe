// Exposed as mfe_items/Routes: the route tree of everything mfe_items owns
// (/item/*, /considers, /user-skill-matching-item). Contract: @er/contracts RemoteRoutesProps.
import { Route, Routes } from 'react-router';
import type { RemoteRoutesProps } from '@er/contracts';
import { NotFound } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { ItemSearchPage } from './pages/ItemSearchPage';
import { ConsidersPage } from './pages/ConsidersPage';

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

export default function ItemsRoutes({ basePath = '/' }: RemoteRoutesProps) {
  return (
    <div className="mfe-items" data-build-label={BUILD_LABEL}>
      <Routes>
        <Route path={join(basePath, 'item/search')} element={<ItemSearchPage />} />
        <Route path={join(basePath, 'considers')} element={<ConsidersPage />} />
        {/* Not-found contract: unknown sub-paths render the shared 404 page. */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
