import { useQuery } from '@tanstack/react-query';
import { fetchAdminLoginCheck } from '../api';

export const ADMIN_LOGIN_CHECK_KEY = ['admin', 'login-check'] as const;

export function useAdminLoginCheck() {
  return useQuery({ queryKey: ADMIN_LOGIN_CHECK_KEY, queryFn: fetchAdminLoginCheck });
}
