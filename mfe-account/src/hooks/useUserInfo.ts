import { useQuery } from '@tanstack/react-query';
import { api, type GetUserInfoResponse } from '@er/api-client';

export type UserInfo = GetUserInfoResponse['user'];

/**
 * The logged-in member's profile (get-user-info). Asked again on every visit (staleTime 0): it is the
 * member's own data, changed from other pages (edit, e-mail change) and from other tabs, and it must never
 * show a previous member's profile after a logout and another login in the same tab.
 */
export function useUserInfo() {
  return useQuery({ ...api.memberProfile.getUserInfo.query(), select: (r) => r.user, staleTime: 0 });
}
