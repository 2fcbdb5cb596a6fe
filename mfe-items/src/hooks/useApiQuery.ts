// Every query of mfe-items goes through here, so the retry rule (hooks/retry.ts) is set once.
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { retryExceptClientErrors } from './retry';

/**
 * useQuery (same types) with the shared retry rule: 4xx answers are final, other failures follow
 * the QueryClient. A `retry` in the options is replaced.
 */
export const useApiQuery = ((options: UseQueryOptions) => {
  const clientRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return useQuery({ ...options, retry: retryExceptClientErrors(clientRetry) });
}) as typeof useQuery;
