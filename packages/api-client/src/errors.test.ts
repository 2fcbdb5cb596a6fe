import { createApiClient } from './client';
import { ApiRequestError, fieldErrors, formErrorMessage, hasErrorCode, safe } from './errors';
import { fakeFetch } from '../test/fake-fetch';
import type { TestPaths } from '../test/fixtures/paths';

describe('safe()', () => {
  it('passes an answer through, success or API error', async () => {
    const { fetch } = fakeFetch({
      'GET /api/front/get-new-item-list': () => ({ json: [] }),
      'GET /api/front/item/get-item-detail/1': () => ({ status: 404, json: { statusCode: 404, message: '案件が見つかりません' } }),
    });
    const api = createApiClient<TestPaths>({ fetch });

    const ok = await safe(api.get('/api/front/get-new-item-list'));
    const missing = await safe(api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id: 1 } } }));

    expect(ok.error).toBeUndefined();
    expect(ok.data).toEqual([]);
    expect(missing.data).toBeUndefined();
    expect(missing.error).toEqual({ statusCode: 404, message: '案件が見つかりません' });
    expect(missing.response?.status).toBe(404);
  });

  it('reports a network failure as statusCode 0 instead of throwing', async () => {
    const api = createApiClient<TestPaths>({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });

    const result = await safe(api.get('/api/front/get-new-item-list'));

    expect(result).toEqual({ data: undefined, error: { statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }, response: undefined });
    expect(formErrorMessage(result.error!)).toBe('通信に失敗しました。時間をおいて再度お試しください。');
  });

  it('still rejects when the request was aborted', async () => {
    const api = createApiClient<TestPaths>({
      fetch: async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });

    await expect(safe(api.get('/api/front/get-new-item-list'))).rejects.toThrow('aborted');
  });
});

describe('fieldErrors', () => {
  it('returns the per-field messages, or null when there are none', () => {
    expect(fieldErrors({ statusCode: 400, message: 'x', errors: { email: ['必須です。'] } })).toEqual({ email: ['必須です。'] });
    expect(fieldErrors({ statusCode: 400, message: 'x', errors: {} })).toBeNull();
    expect(fieldErrors({ statusCode: 400, message: 'x' })).toBeNull();
  });
});

describe('formErrorMessage', () => {
  it.each([
    [{ statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }, '通信に失敗しました。時間をおいて再度お試しください。'],
    [{ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad Request', errors: { email: ['x'] } }, '入力内容をご確認ください。'],
    [{ statusCode: 419, code: 'CSRF_TOKEN_MISMATCH', message: 'CSRF token mismatch' }, 'ページの有効期限が切れました。再読み込みしてからお試しください。'],
    [{ statusCode: 500, code: 'INTERNAL_ERROR', message: 'サーバーエラー' }, 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。'],
    [{ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' }, 'ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。'],
    [{ statusCode: 503, message: 'Service Unavailable' }, // a proxy's 503 without a code: a system error
      'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。'],
    [{ statusCode: 403, message: 'Forbidden' }, // no code: not the API's own answer
      'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。'],
    [{ statusCode: 401, code: 'AUTH_INVALID_CREDENTIALS', message: 'メールアドレスまたはパスワードが正しくありません' }, 'メールアドレスまたはパスワードが正しくありません'],
  ])('%o → %s', (error, expected) => {
    expect(formErrorMessage(error)).toBe(expected);
  });
});

describe('ApiRequestError', () => {
  it('keeps the error body for the caller', () => {
    const e = new ApiRequestError({ statusCode: 500, message: 'boom' });
    expect(e).toBeInstanceOf(Error);
    expect(e.message).toBe('boom');
    expect(e.error.statusCode).toBe(500);
  });
});

describe('hasErrorCode', () => {
  it('matches the code of an API error a query rejected with, never its message or status alone', () => {
    const missing = new ApiRequestError({ statusCode: 404, code: 'ITEM_NOT_FOUND', message: '指定された案件が見つかりませんでした' });
    expect(hasErrorCode(missing, 'ITEM_NOT_FOUND')).toBe(true);
    expect(hasErrorCode(missing, 'TAG_NOT_FOUND', 'ITEM_NOT_FOUND')).toBe(true);
    expect(hasErrorCode(missing, 'TAG_NOT_FOUND')).toBe(false);
    expect(hasErrorCode(new ApiRequestError({ statusCode: 404, message: 'Not Found' }), 'ITEM_NOT_FOUND')).toBe(false);
    expect(hasErrorCode(new Error('ITEM_NOT_FOUND'), 'ITEM_NOT_FOUND')).toBe(false);
  });
});
