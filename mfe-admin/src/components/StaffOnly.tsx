import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@er/ui';
import { useAdminLoginCheck } from '../hooks/useAdminLoginCheck';
import { AdminLoginForm } from './AdminLoginForm';

/**
 * A page for logged-in staff: logged out, the staff login form takes its place at the same URL, so a
 * shared link to a list or a record opens it right after logging in.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const check = useAdminLoginCheck();
  if (check.isPending) return <Spinner />;
  if (check.isError) return <ErrorPanel onRetry={() => void check.refetch()} />;
  if (!check.data.logged_in) return <AdminLoginForm />;
  return children;
}
