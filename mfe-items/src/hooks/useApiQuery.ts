// Every query of mfe-items goes through here, so the retry rule (hooks/retry.ts) is set once.
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { retryExceptClientErrors } from './retry';

/** useQuery with the shared retry rule: 4xx answers are final, other failures follow the QueryClient. */
export function useApiQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<TQueryFnData, Error, TData, TKey>, 'retry'>,
) {
  const clientRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return useQuery({ ...options, retry: retryExceptClientErrors(clientRetry) });
}
