// Dev only: runs mfe_account alone (npm run dev -w mfe-account, port 3002).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@er/api-client';
import { BrowserRouter, Link } from '@er/router';
import { useSession } from '@er/app-state';
import AccountRoutes from './Routes';

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

function HarnessHeader() {
  const { loggedIn, session } = useSession();
  return (
    <header className="er-header">
      <nav className="er-header__bar" aria-label="harness">
        <strong>mfe_account harness</strong>
        <Link to="/login">/login</Link>
        <Link to="/user/regist">/user/regist</Link>
        <span>{loggedIn ? `${session.last_name} ${session.first_name}` : 'ゲスト'}</span>
      </nav>
    </header>
  );
}

export function Harness() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <HarnessHeader />
        <main className="er-main">
          <AccountRoutes />
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
