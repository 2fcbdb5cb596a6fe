import { ErrorPanel, Spinner } from '@er/ui';
import { AdminLoginForm } from '../components/AdminLoginForm';
import { useAdminLoginCheck } from '../hooks/useAdminLoginCheck';

/**
 * /admin and /admin/login: the staff login form, or the dashboard stub once logged in (the staff layout's
 * top bar shows who is logged in and the logout button).
 */
export function AdminHomePage() {
  const check = useAdminLoginCheck();

  if (check.isPending) return <Spinner />;
  if (check.isError) return <ErrorPanel onRetry={() => void check.refetch()} />;
  if (!check.data.logged_in) return <AdminLoginForm />;

  return (
    <section>
      <h1>管理画面</h1>
      <p>{check.data.admin?.name} さん、ログイン中です。</p>
    </section>
  );
}
