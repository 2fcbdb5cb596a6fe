import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AdminLoginBody } from '@er/api-client';

/**
 * Staff login / logout. Both resolve to `{ data } | { error }`; on success the login check is
 * refetched, which switches /admin between the form and the dashboard.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: api.adminAuth.adminLogin.key(),
    mutationFn: (body: AdminLoginBody) => api.adminAuth.adminLogin(body),
    onSuccess: async (result) => {
      if (!result.error) await queryClient.invalidateQueries({ queryKey: api.adminAuth.adminLoginCheck.key() });
    },
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: api.adminAuth.adminLogout.key(),
    mutationFn: () => api.adminAuth.adminLogout(),
    onSuccess: async (result) => {
      if (!result.error) await queryClient.invalidateQueries({ queryKey: api.adminAuth.adminLoginCheck.key() });
    },
  });
}
