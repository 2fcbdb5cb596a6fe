import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorPanel, FlashMessage, Spinner, useFlash } from '@er/ui';
import { adminLogout } from '../api';
import { AdminLoginForm } from '../components/AdminLoginForm';
import { ADMIN_LOGIN_CHECK_KEY, useAdminLoginCheck } from '../hooks/useAdminLoginCheck';

/** /admin and /admin/login: the staff login form, or the dashboard stub once logged in. */
export function AdminHomePage() {
  const check = useAdminLoginCheck();
  const queryClient = useQueryClient();
  const { flash, show } = useFlash();

  if (check.isPending) return <Spinner />;
  if (check.isError) return <ErrorPanel onRetry={() => void check.refetch()} />;
  if (!check.data.logged_in) return <AdminLoginForm />;

  async function logout() {
    const { error } = await adminLogout();
    if (error) return show('ログアウトに失敗しました。', { failure: true });
    await queryClient.invalidateQueries({ queryKey: ADMIN_LOGIN_CHECK_KEY });
  }

  return (
    <section>
      <FlashMessage flash={flash} />
      <h1>管理画面</h1>
      <p>{check.data.admin?.name} さん、ログイン中です。</p>
      <Button variant="secondary" onClick={() => void logout()}>
        ログアウト
      </Button>
    </section>
  );
}
