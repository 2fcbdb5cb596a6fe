import { useMutation } from '@tanstack/react-query';
import { memberLogin } from '../api';

/** POST /api/front/member-login; resolves to `{ data } | { error }` (never rejects on API errors). */
export function useMemberLogin() {
  return useMutation({ mutationFn: memberLogin });
}
