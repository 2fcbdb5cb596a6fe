import type { KnownRole } from '../resources/permissions';
import { useAdminLoginCheck } from './useAdminLoginCheck';

export interface StaffInfo {
  /** Null when logged out (or not known yet). */
  name: string | null;
  /** Null while not known: nothing is offered that needs a role. */
  role: KnownRole;
  /** 「オーナー」「編集者」「閲覧者」 as the API words it. */
  roleLabel: string | null;
}

/** Who is logged in and their role, from the login check (it answers role and role_label with the name). */
export function useStaffInfo(): StaffInfo {
  const check = useAdminLoginCheck();
  const admin = check.data?.logged_in ? check.data.admin : undefined;
  if (!admin) return { name: null, role: null, roleLabel: null };
  return { name: admin.name, role: admin.role ?? null, roleLabel: admin.role_label ?? null };
}
