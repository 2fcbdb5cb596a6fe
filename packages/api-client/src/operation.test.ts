// The generated SDK over the shared client: what a call, a query and a mutation send and answer.
// Type assertions at the bottom are checked by `npm run typecheck`.
import { QueryClient } from '@tanstack/react-query';
import { fakeFetch, type FakeAnswer } from '../test/fake-fetch';
import { ApiRequestError, api, type OperationResult } from './index';

function serve(routes: Record<string, (call: { url: string; body: unknown }) => FakeAnswer>) {
  const fake = fakeFetch(routes);
  globalThis.fetch = fake.fetch;
  return fake;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

describe('generated operations', () => {
  it('a plain call puts path params in the path and the rest in the query, and answers { data }', async () => {
    const { calls } = serve({ 'GET /api/front/item/get-item-detail/7': () => ({ json: { id: 7 } }) });
    const { data, error } = await api.items.getItemDetail({ id: 7 });
    expect(error).toBeUndefined();
    expect(data).toEqual({ id: 7 });
    expect(calls[0].url).toBe('/api/front/item/get-item-detail/7');

    const fake = serve({ 'GET /api/front/item/get-search-by-keyword-list': () => ({ json: { items: [] } }) });
    await api.itemSearch.getSearchByKeywordList({ keyword: 'Go 東京', skills: [1, 2] } as never);
    expect(fake.calls[0].url).toBe('/api/front/item/get-search-by-keyword-list?keyword=Go%20%E6%9D%B1%E4%BA%AC&skills=1&skills=2');
  });

  it('a plain call answers { error } for an error status and for a network failure (statusCode 0)', async () => {
    serve({ 'GET /api/front/get-news-detail': () => ({ status: 404, json: { statusCode: 404, code: 'NEWS_NOT_FOUND', message: 'ない' } }) });
    const missing = await api.news.getNewsDetail({ id: 1 });
    expect(missing.error).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: 'ない' });

    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const offline = await api.news.getNewsDetail({ id: 1 });
    expect(offline.error).toEqual({ statusCode: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
  });

  it('posts the body as JSON with the anti-forgery header', async () => {
    const { calls } = serve({ 'POST /api/front/member-login': () => ({ json: { result: true } }) });
    await api.memberAuth.memberLogin({ email: 'a@example.jp', password: 'pw' } as never);
    expect(calls[0].body).toBe(JSON.stringify({ email: 'a@example.jp', password: 'pw' }));
    expect(calls[0].headers['X-XSRF-TOKEN']).toBe('tok');
  });

  it('query(): a stable key [group, operationId, params] and a function that rejects with ApiRequestError', async () => {
    expect(api.news.getNews.query({ limit: 5 }).queryKey).toEqual(['news', 'getNews', { limit: 5 }]);
    expect(api.news.getNews.key()).toEqual(['news', 'getNews']);
    expect(api.tags.getSearchpageRefineTags.query().queryKey).toEqual(['tags', 'getSearchpageRefineTags']);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    serve({ 'GET /api/front/get-news': () => ({ json: { news: [{ id: 1 }] } }) });
    await expect(client.fetchQuery(api.news.getNews.query({ limit: 5 }))).resolves.toEqual({ news: [{ id: 1 }] });
    expect(client.getQueryData(api.news.getNews.key({ limit: 5 }))).toEqual({ news: [{ id: 1 }] });

    serve({ 'GET /api/front/get-news-detail': () => ({ status: 404, json: { statusCode: 404, message: 'ない' } }) });
    const failure = client.fetchQuery(api.news.getNewsDetail.query({ id: 9 }));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ error: { statusCode: 404, message: 'ない' } });

    await client.invalidateQueries({ queryKey: api.news.getNews.key() });
    expect(client.getQueryState(api.news.getNews.key({ limit: 5 }))?.isInvalidated).toBe(true);
  });

  it('mutation(): a key and a function that resolves with the data or rejects with ApiRequestError', async () => {
    const options = api.adminAuth.adminLogout.mutation();
    expect(options.mutationKey).toEqual(['adminAuth', 'adminLogout']);
    serve({ 'POST /api/admin/logout': () => ({ status: 419, json: { statusCode: 419, code: 'CSRF_TOKEN_MISMATCH', message: 'expired' } }), 'GET /sanctum/csrf-cookie': () => ({ status: 204 }) });
    await expect(options.mutationFn?.(undefined, {} as never)).rejects.toBeInstanceOf(ApiRequestError);
    serve({ 'POST /api/admin/logout': () => ({ json: { result: true } }) });
    await expect(options.mutationFn?.(undefined, {} as never)).resolves.toEqual({ result: true });
  });
});

// ---- compile-time checks (npm run typecheck) ----
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assert<T extends true>(): T | void {}

export async function typeChecks(client: QueryClient) {
  const detail = await api.items.getItemDetail({ id: 1 });
  assert<Equal<typeof detail, OperationResult<api.items.GetItemDetailResponse, api.items.GetItemDetailError>>>();
  if (detail.data) assert<Equal<typeof detail.data.id, number>>();
  const _news = await client.fetchQuery(api.news.getNews.query());
  assert<Equal<typeof _news, api.news.GetNewsResponse>>();
  await api.news.getNews();
  await api.site.buildInfo(undefined, { headers: { 'Cache-Control': 'no-cache' } });
  // @ts-expect-error the id is required
  await api.items.getItemDetail();
  // @ts-expect-error the id is a number
  await api.items.getItemDetail({ id: '1' });
  // @ts-expect-error a GET has no mutation()
  void api.news.getNews.mutation;
  // @ts-expect-error a POST has no query()
  void api.adminAuth.adminLogin.query;
}
