import { createApiClient } from './client';
import { ApiRequestError, fieldErrors, formErrorMessage, safe } from './errors';
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

    expect(result).toEqual({ data: undefined, error: { statusCode: 0, message: 'Failed to fetch' }, response: undefined });
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
    [{ statusCode: 0, message: 'Failed to fetch' }, '通信に失敗しました。時間をおいて再度お試しください。'],
    [{ statusCode: 400, message: 'Bad Request', errors: { email: ['x'] } }, '入力内容をご確認ください。'],
    [{ statusCode: 419, message: 'CSRF token mismatch' }, 'ページの有効期限が切れました。再読み込みしてからお試しください。'],
    [{ statusCode: 500, message: 'サーバーエラー' }, 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。'],
    [{ statusCode: 403, message: 'Forbidden' }, 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。'],
    [{ statusCode: 401, message: 'メールアドレスまたはパスワードが正しくありません' }, 'メールアドレスまたはパスワードが正しくありません'],
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
