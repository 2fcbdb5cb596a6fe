import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@er/ui';
import { useAdminLoginCheck } from '../hooks/useAdminLoginCheck';
import { canOpen } from '../resources/permissions';
import type { StaffRole } from '../resources/types';
import { AdminLoginForm } from './AdminLoginForm';

/**
 * A page for logged-in staff: logged out, the staff login form takes its place at the same URL, so a
 * shared link to a list or a record opens it right after logging in. With `roles`, only those roles see
 * the page; the others are told so (the API refuses them anyway).
 */
export function StaffOnly({ children, roles }: { children: ReactNode; roles?: readonly StaffRole[] }) {
  const check = useAdminLoginCheck();
  if (check.isPending) return <Spinner />;
  if (check.isError) return <ErrorPanel onRetry={() => void check.refetch()} />;
  if (!check.data.logged_in) return <AdminLoginForm />;
  if (!canOpen({ access: roles }, check.data.admin?.role ?? null)) {
    return (
      <section>
        <h1>この画面を表示する権限がありません</h1>
        <p>必要な場合は、オーナーの権限を持つスタッフに依頼してください。</p>
      </section>
    );
  }
  return children;
}
