import { useMutation } from '@tanstack/react-query';
import { api, type MemberLoginBody } from '@er/api-client';

/** POST /api/front/member-login; resolves to `{ data } | { error }` (never rejects on API errors). */
export function useMemberLogin() {
  return useMutation({
    mutationKey: api.memberAuth.memberLogin.key(),
    mutationFn: (body: MemberLoginBody) => api.memberAuth.memberLogin(body),
  });
}
