import { createApiClient, CSRF_COOKIE_PATH } from './client';
import { fakeFetch, type RecordedCall } from '../test/fake-fetch';
import type { TestPaths } from '../test/fixtures/paths';

// Each test owns document.cookie: clear every cookie the previous test left behind.
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// What Laravel Sanctum / our API does at /sanctum/csrf-cookie: set a URL-encoded XSRF-TOKEN cookie.
function issuesToken(tokens: string[]) {
  let n = 0;
  return () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(tokens[Math.min(n++, tokens.length - 1)])}; path=/`;
    return { status: 204 };
  };
}

const csrfCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === CSRF_COOKIE_PATH);

beforeEach(clearCookies);
afterAll(clearCookies);

describe('createApiClient', () => {
  it('sends the browser headers on every call and substitutes path parameters', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /api/front/item/get-item-detail/42': () => ({ json: { id: 42, title: 'Go エンジニア' } }),
    });
    const api = createApiClient<TestPaths>({ baseUrl: 'https://api.example.jp/', fetch });

    const { data, error } = await api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id: 42 } } });

    expect(error).toBeUndefined();
    expect(data).toEqual({ id: 42, title: 'Go エンジニア' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example.jp/api/front/item/get-item-detail/42',
      credentials: 'include',
    });
    expect(calls[0].headers['X-Requested-With']).toBe('XMLHttpRequest');
    // Safe methods never need the anti-forgery token, so no priming request either.
    expect(calls[0].headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('encodes path parameters and serialises query arrays as repeated keys, skipping undefined', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /api/front/get-new-item-list': () => ({ json: [] }),
      'DELETE /api/front/delete-skill-sheet/a%2Fb%20c.xlsx': () => ({ status: 204 }),
    });
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const api = createApiClient<TestPaths>({ fetch });

    await api.get('/api/front/get-new-item-list', { params: { query: { tag_ids: [3, 5], limit: undefined } } });
    const removed = await api.delete('/api/front/delete-skill-sheet/{filename}', {
      params: { path: { filename: 'a/b c.xlsx' } },
    });

    expect(calls[0].url).toBe('/api/front/get-new-item-list?tag_ids=3&tag_ids=5');
    expect(calls[1].url).toBe('/api/front/delete-skill-sheet/a%2Fb%20c.xlsx');
    expect(removed.error).toBeUndefined();
    expect(removed.data).toBeUndefined();
    expect(removed.response.status).toBe(204);
  });

  it('throws before any request when a path parameter is missing', async () => {
    const { fetch, calls } = fakeFetch({});
    const api = createApiClient<TestPaths>({ fetch });

    await expect(
      api.get('/api/front/item/get-item-detail/{id}', { params: { path: {} as { id: number } } }),
    ).rejects.toThrow('missing path parameter "id"');
    expect(calls).toHaveLength(0);
  });

  it('primes the XSRF cookie once, then echoes it (decoded) on state-changing calls', async () => {
    const { fetch, calls } = fakeFetch({
      [`GET ${CSRF_COOKIE_PATH}`]: issuesToken(['tok+en/=1']),
      'POST /api/front/consider/store-consider-item': () => ({ status: 201, json: { result: true } }),
      'PUT /api/front/update-user-info': () => ({ json: { id: 1, title: 'x' } }),
    });
    const api = createApiClient<TestPaths>({ fetch });

    // Two concurrent calls share one priming request.
    const [first, second] = await Promise.all([
      api.post('/api/front/consider/store-consider-item', { body: { user_id: 1, item_id: 2 } }),
      api.post('/api/front/consider/store-consider-item', { body: { user_id: 1, item_id: 3 } }),
    ]);
    const third = await api.put('/api/front/update-user-info', { body: { user_id: 1, name: '山田' } });

    expect(first.data).toEqual({ result: true });
    expect(second.data).toEqual({ result: true });
    expect(third.error).toBeUndefined();
    expect(csrfCalls(calls)).toHaveLength(1);
    expect(csrfCalls(calls)[0].credentials).toBe('include');
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => c.headers['X-XSRF-TOKEN'])).toEqual(['tok+en/=1', 'tok+en/=1', 'tok+en/=1']);
    expect(writes[0].headers['Content-Type']).toBe('application/json');
    const itemIds = writes.slice(0, 2).map((c) => (JSON.parse(c.body as string) as { item_id: number }).item_id);
    expect(itemIds.sort()).toEqual([2, 3]);
  });

  it('does not prime when the cookie is already there', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('already=here')}; path=/`;
    const { fetch, calls } = fakeFetch({
      'POST /api/front/consider/store-consider-item': () => ({ status: 201, json: { result: true } }),
    });
    const api = createApiClient<TestPaths>({ fetch });

    await api.post('/api/front/consider/store-consider-item', { body: { user_id: 1, item_id: 2 } });

    expect(csrfCalls(calls)).toHaveLength(0);
    expect(calls[0].headers['X-XSRF-TOKEN']).toBe('already=here');
  });

  it('on 419 refetches the cookie and retries exactly once with the new token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const { fetch, calls } = fakeFetch({
      [`GET ${CSRF_COOKIE_PATH}`]: issuesToken(['fresh']),
      'POST /api/front/consider/store-consider-item': (call) =>
        call.headers['X-XSRF-TOKEN'] === 'fresh'
          ? { status: 201, json: { result: true } }
          : { status: 419, json: { statusCode: 419, message: 'CSRF token mismatch.' } },
    });
    const api = createApiClient<TestPaths>({ fetch });

    const { data, error } = await api.post('/api/front/consider/store-consider-item', { body: { user_id: 1, item_id: 2 } });

    expect(error).toBeUndefined();
    expect(data).toEqual({ result: true });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers['X-XSRF-TOKEN'] ?? '-'}`)).toEqual([
      'POST /api/front/consider/store-consider-item stale',
      `GET ${CSRF_COOKIE_PATH} -`,
      'POST /api/front/consider/store-consider-item fresh',
    ]);
  });

  it('gives up after one retry and surfaces the 419 as an error', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const { fetch, calls } = fakeFetch({
      [`GET ${CSRF_COOKIE_PATH}`]: issuesToken(['still-wrong']),
      'POST /api/front/consider/store-consider-item': () => ({
        status: 419,
        json: { statusCode: 419, message: 'CSRF token mismatch.' },
      }),
    });
    const api = createApiClient<TestPaths>({ fetch });

    const result = await api.post('/api/front/consider/store-consider-item', { body: { user_id: 1, item_id: 2 } });

    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ statusCode: 419, message: 'CSRF token mismatch.' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(csrfCalls(calls)).toHaveLength(1);
  });

  it("surfaces the API's error shape, including per-field errors", async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const body = { statusCode: 400, message: '入力内容に誤りがあります', errors: { name: ['名前は50文字以内です'] } };
    const { fetch } = fakeFetch({ 'PUT /api/front/update-user-info': () => ({ status: 400, json: body }) });
    const api = createApiClient<TestPaths>({ fetch });

    const result = await api.put('/api/front/update-user-info', { body: { user_id: 1, name: 'x'.repeat(51) } });

    expect(result.data).toBeUndefined();
    expect(result.error).toEqual(body);
    expect(result.response.status).toBe(400);
  });

  it('turns a non-JSON error (proxy page, empty body) into the same error shape', async () => {
    const { fetch } = fakeFetch({
      'GET /api/front/item/get-item-detail/1': () => ({ status: 500, text: '<html>Bad gateway</html>', contentType: 'text/html' }),
      'GET /api/front/item/get-item-detail/2': () => ({ status: 404 }),
    });
    const api = createApiClient<TestPaths>({ fetch });

    const html = await api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id: 1 } } });
    const empty = await api.get('/api/front/item/get-item-detail/{id}', { params: { path: { id: 2 } } });

    expect(html.error).toEqual({ statusCode: 500, message: '<html>Bad gateway</html>' });
    expect(empty.error).toEqual({ statusCode: 404, message: 'Not Found' });
  });

  it('sends the bearer token from the getter, read on every call', async () => {
    const session: { token?: string } = {};
    const { fetch, calls } = fakeFetch({ 'GET /api/front/get-new-item-list': () => ({ json: [] }) });
    const api = createApiClient<TestPaths>({ fetch, getToken: async () => session.token });

    await api.get('/api/front/get-new-item-list');
    session.token = 'jwt.abc';
    await api.get('/api/front/get-new-item-list');

    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(calls[1].headers.Authorization).toBe('Bearer jwt.abc');
  });

  it('reads downloads as a Blob and text as a string when asked', async () => {
    const { fetch } = fakeFetch({
      'GET /api/front/download-skill-sheet-template': () => ({ text: 'PK…', contentType: 'application/octet-stream' }),
    });
    const api = createApiClient<TestPaths>({ fetch });

    const file = await api.get('/api/front/download-skill-sheet-template', { parseAs: 'blob' });
    const text = await api.get('/api/front/download-skill-sheet-template', { parseAs: 'text' });

    expect(file.data).toBeInstanceOf(Blob);
    expect(file.data?.type).toBe('application/octet-stream');
    expect(text.data).toBe('PK…');
    // Not asking for JSON, so the Accept header does not either.
    expect(file.response.ok).toBe(true);
  });

  it('sends FormData bodies as they are, without a JSON content type', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const { fetch, calls } = fakeFetch({ 'POST /api/front/consider/store-consider-item': () => ({ status: 201, json: { result: true } }) });
    const api = createApiClient<{
      '/api/front/consider/store-consider-item': {
        post: {
          parameters: { query?: never; path?: never };
          requestBody: { content: { 'multipart/form-data': { file: Blob } } };
          responses: { 201: { content: { 'application/json': { result: boolean } } } };
        };
      };
    }>({ fetch });

    await api.post('/api/front/consider/store-consider-item', { body: { file: new Blob(['x']) } });

    expect(calls[0].body).toBeInstanceOf(FormData);
    expect((calls[0].body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(calls[0].headers['Content-Type']).toBeUndefined();
  });
});
