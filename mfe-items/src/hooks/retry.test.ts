import { ApiRequestError } from '@er/api-client';
import { retryExceptClientErrors } from './retry';

const apiError = (statusCode: number) => new ApiRequestError({ statusCode, message: 'x' });

describe('retryExceptClientErrors', () => {
  it('never retries a 4xx answer, whatever the default', () => {
    for (const fallback of [3, true, () => true, undefined]) {
      const retry = retryExceptClientErrors(fallback);
      expect(retry(0, apiError(404))).toBe(false);
      expect(retry(0, apiError(400))).toBe(false);
    }
  });

  it("keeps the QueryClient's policy for network errors and 5xx", () => {
    const hostDefault = retryExceptClientErrors(1);
    expect(hostDefault(0, apiError(0))).toBe(true);
    expect(hostDefault(0, apiError(503))).toBe(true);
    expect(hostDefault(1, apiError(503))).toBe(false);
    expect(retryExceptClientErrors(false)(0, apiError(500))).toBe(false);
    expect(retryExceptClientErrors(undefined)(2, new Error('offline'))).toBe(true);
    expect(retryExceptClientErrors(undefined)(3, new Error('offline'))).toBe(false);
  });
});
