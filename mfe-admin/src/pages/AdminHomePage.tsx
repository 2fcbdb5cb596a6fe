import { ErrorPanel, Spinner } from '@er/ui';
import { AdminLoginForm } from '../components/AdminLoginForm';
import { useAdminLoginCheck } from '../hooks/useAdminLoginCheck';
import { DashboardPage } from './dashboard/DashboardPage';

/**
 * /admin and /admin/login: the staff login form, or the dashboard once logged in (the staff layout's top bar
 * shows who is logged in and the logout button).
 */
export function AdminHomePage() {
  const check = useAdminLoginCheck();

  if (check.isPending) return <Spinner />;
  if (check.isError) return <ErrorPanel onRetry={() => void check.refetch()} />;
  if (!check.data.logged_in) return <AdminLoginForm />;

  return <DashboardPage staffName={check.data.admin?.name} />;
}
