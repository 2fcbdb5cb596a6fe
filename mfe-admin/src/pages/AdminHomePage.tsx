import { Button, ErrorPanel, FlashMessage, Spinner, useFlash } from '@er/ui';
import { AdminLoginForm } from '../components/AdminLoginForm';
import { useAdminLogout } from '../hooks/useAdminAuth';
import { useAdminLoginCheck } from '../hooks/useAdminLoginCheck';

/** /admin and /admin/login: the staff login form, or the dashboard stub once logged in. */
export function AdminHomePage() {
  const check = useAdminLoginCheck();
  const logoutMutation = useAdminLogout();
  const { flash, show } = useFlash();

  if (check.isPending) return <Spinner />;
  if (check.isError) return <ErrorPanel onRetry={() => void check.refetch()} />;
  if (!check.data.logged_in) return <AdminLoginForm />;

  async function logout() {
    const { error } = await logoutMutation.mutateAsync();
    if (error) show('ログアウトに失敗しました。', { failure: true });
  }

  return (
    <section>
      <FlashMessage flash={flash} />
      <h1>管理画面</h1>
      <p>{check.data.admin?.name} さん、ログイン中です。</p>
      <Button variant="secondary" disabled={logoutMutation.isPending} onClick={() => void logout()}>
        ログアウト
      </Button>
    </section>
  );
}
