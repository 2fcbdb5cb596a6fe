import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogin, adminLogout, type LoginRequest } from '../api';
import { ADMIN_LOGIN_CHECK_KEY } from './useAdminLoginCheck';

/**
 * Staff login / logout. Both resolve to `{ data } | { error }`; on success the login check is
 * refetched, which switches /admin between the form and the dashboard.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => adminLogin(body),
    onSuccess: async (result) => {
      if (!result.error) await queryClient.invalidateQueries({ queryKey: ADMIN_LOGIN_CHECK_KEY });
    },
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminLogout(),
    onSuccess: async (result) => {
      if (!result.error) await queryClient.invalidateQueries({ queryKey: ADMIN_LOGIN_CHECK_KEY });
    },
  });
}
