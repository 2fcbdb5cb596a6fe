// Dev only: runs mfe_items alone (npm run dev -w mfe-items, port 3001).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@er/api-client';
import { BrowserRouter, Link, useLocation } from '@er/router';
import { useShortlist } from '@er/app-state';
import ItemsRoutes from './Routes';
import NewItemsWidget from './NewItemsWidget';

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

function HarnessHeader() {
  const { count } = useShortlist();
  return (
    <header className="er-header">
      <nav className="er-header__bar" aria-label="harness">
        <strong>mfe_items harness</strong>
        <Link to="/item/search">/item/search</Link>
        <Link to="/considers">/considers（{count}）</Link>
        <Link to="/">widget</Link>
      </nav>
    </header>
  );
}

function HarnessMain() {
  const { pathname } = useLocation();
  return <main className="er-main">{pathname === '/' ? <NewItemsWidget /> : <ItemsRoutes />}</main>;
}

export function Harness() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <HarnessHeader />
        <HarnessMain />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
