// When a failed items query is tried again. A 4xx answer (unknown listing or tag, invalid search
// conditions) is final: asking again only delays the 404 or error view. A network error or a 5xx
// may pass, so those keep the retry policy of the QueryClient (the host's default).
import { ApiRequestError, NETWORK_ERROR_STATUS } from '@er/api-client';

/** TanStack Query's own default when the QueryClient sets none. */
const TANSTACK_DEFAULT_RETRIES = 3;

export type RetryPolicy = boolean | number | ((failureCount: number, error: Error) => boolean);

export function isClientError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const status = error.error.statusCode;
  return status !== NETWORK_ERROR_STATUS && status >= 400 && status < 500;
}

/** `fallback` (the QueryClient's retry option), except that a 4xx answer is never retried. */
export function retryExceptClientErrors(fallback: RetryPolicy | undefined) {
  return (failureCount: number, error: Error): boolean => {
    if (isClientError(error)) return false;
    if (typeof fallback === 'function') return fallback(failureCount, error);
    if (typeof fallback === 'number') return failureCount < fallback;
    if (typeof fallback === 'boolean') return fallback;
    return failureCount < TANSTACK_DEFAULT_RETRIES;
  };
}
