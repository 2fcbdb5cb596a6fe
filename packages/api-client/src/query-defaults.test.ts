import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, NETWORK_ERROR_STATUS } from './errors';
import { isClientError, queryClientDefaults, retryUnlessClientError } from './query-defaults';

const apiError = (statusCode: number) => new ApiRequestError({ statusCode, code: 'X', message: 'x' } as never);

describe('retryUnlessClientError', () => {
  it('never retries a 4xx answer', () => {
    const retry = retryUnlessClientError(3);
    for (const status of [400, 401, 403, 404, 419, 422, 429]) expect(retry(0, apiError(status))).toBe(false);
  });

  it('retries network errors, 5xx and unknown failures up to the limit', () => {
    const retry = retryUnlessClientError(1);
    for (const error of [apiError(NETWORK_ERROR_STATUS), apiError(500), apiError(503), new Error('offline')]) {
      expect(retry(0, error)).toBe(true);
      expect(retry(1, error)).toBe(false);
    }
  });

  it('is what a QueryClient built from queryClientDefaults applies', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retryDelay: 0 } } });
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['missing'],
        queryFn: () => {
          calls += 1;
          throw apiError(404);
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: () => {
          calls += 1;
          throw apiError(503);
        },
        retry: client.getDefaultOptions().queries?.retry,
      }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toBe(2);
  });
});

describe('isClientError', () => {
  it('is true only for an API answer in 400–499', () => {
    expect(isClientError(apiError(404))).toBe(true);
    expect(isClientError(apiError(NETWORK_ERROR_STATUS))).toBe(false);
    expect(isClientError(apiError(500))).toBe(false);
    expect(isClientError(new Error('x'))).toBe(false);
  });
});
