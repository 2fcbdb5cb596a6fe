// Dev only: runs mfe_admin alone (npm run dev -w mfe-admin, port 3003).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@er/api-client';
import { BrowserRouter, Link } from 'react-router';
import AdminRoutes from './Routes';

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

export function Harness() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <header className="er-header">
          <nav className="er-header__bar" aria-label="harness">
            <strong>mfe_admin harness</strong>
            <Link to="/admin">/admin</Link>
          </nav>
        </header>
        <main className="er-main">
          <AdminRoutes />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
