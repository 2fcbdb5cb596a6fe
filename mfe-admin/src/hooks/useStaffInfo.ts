import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import type { KnownRole } from '../resources/permissions';
import type { StaffRole } from '../resources/types';
import { useAdminLoginCheck } from './useAdminLoginCheck';

const ROLES: readonly string[] = ['owner', 'editor', 'viewer'] satisfies StaffRole[];

export interface StaffInfo {
  /** Null when logged out. */
  name: string | null;
  role: KnownRole;
  /** 「オーナー」「編集者」「閲覧者」 as the API words it; null when it gives none. */
  roleLabel: string | null;
}

/**
 * Who is logged in (login-check) and their role (login-user-info, asked once logged in). The role is
 * 'unknown' when login-user-info carries none or fails: then the server alone decides what is allowed.
 */
export function useStaffInfo(): StaffInfo {
  const check = useAdminLoginCheck();
  const staff = check.data?.logged_in ? check.data.admin : null;
  const info = useQuery({ ...api.adminAuth.adminLoginUserInfo.query(), enabled: !!staff });
  if (!staff) return { name: null, role: null, roleLabel: null };
  if (info.isPending) return { name: staff.name, role: null, roleLabel: null };
  // Read defensively: the role fields arrive with the staff roles of issue 15.
  const admin = (info.data?.admin ?? {}) as { name?: unknown; role?: unknown; role_label?: unknown };
  const role = typeof admin.role === 'string' && ROLES.includes(admin.role) ? (admin.role as StaffRole) : 'unknown';
  return {
    name: typeof admin.name === 'string' && admin.name ? admin.name : staff.name,
    role,
    roleLabel: typeof admin.role_label === 'string' ? admin.role_label : null,
  };
}
