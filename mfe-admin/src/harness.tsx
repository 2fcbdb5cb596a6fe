// Dev only: runs mfe_admin alone (npm run dev -w mfe-admin, port 3003). A data router like the host's
// (createBrowserRouter): the edit pages' unsaved-changes guard needs one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@er/api-client';
import { createBrowserRouter, Link, RouterProvider } from '@er/router';
import AdminRoutes from './Routes';

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <header className="er-header">
          <nav className="er-header__bar" aria-label="harness">
            <strong>mfe_admin harness</strong>
            <Link to="/admin">/admin</Link>
          </nav>
        </header>
        <main className="er-main">
          <AdminRoutes />
        </main>
      </>
    ),
  },
]);

export function Harness() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
