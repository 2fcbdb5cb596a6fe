import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';

/** GET /api/admin/login-check; invalidate it with api.adminAuth.adminLoginCheck.key(). */
export function useAdminLoginCheck() {
  return useQuery(api.adminAuth.adminLoginCheck.query());
}
