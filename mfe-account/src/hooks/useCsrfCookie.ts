import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@er/api-client';

/**
 * GET /sanctum/csrf-cookie, fetched afresh on each visit of a page that needs it (SPEC §2: the account
 * pages that post from a mail link or send mail fetch the anti-forgery cookie before they show). Nothing is
 * kept after the page is left (gcTime 0), so the next visit asks again.
 */
export function useCsrfCookie() {
  return useQuery({
    queryKey: api.security.getCsrfCookie.key(),
    // The answer is a 204 with no body; TanStack Query needs a value, so a success is `true`.
    queryFn: async ({ signal }) => {
      const { error } = await api.security.getCsrfCookie(undefined, { signal });
      if (error) throw new ApiRequestError(error);
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
