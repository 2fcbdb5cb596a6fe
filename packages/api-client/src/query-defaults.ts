// The retry rule and defaults of every QueryClient (the host's, and each remote's standalone harness), so that
// a page never has to set its own. A remote rendered in the host uses the host's client (react-query is a
// shared singleton), so the rule holds for every query of the site without a wrapper per remote.
import type { DefaultOptions } from '@tanstack/react-query';
import { ApiRequestError, NETWORK_ERROR_STATUS } from './errors';

/** A 4xx answer (unknown listing, tag or article; invalid conditions): final, asking again only delays the error view. */
export function isClientError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const status = error.error.statusCode;
  return status !== NETWORK_ERROR_STATUS && status >= 400 && status < 500;
}

/** Retry a network error or a 5xx up to `maxRetries` times; never a 4xx. */
export function retryUnlessClientError(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => !isClientError(error) && failureCount < maxRetries;
}

/** `new QueryClient({ defaultOptions: queryClientDefaults })`: one retry of what may pass, cached for a minute. */
export const queryClientDefaults: DefaultOptions = {
  queries: { staleTime: 60_000, retry: retryUnlessClientError(1) },
};
