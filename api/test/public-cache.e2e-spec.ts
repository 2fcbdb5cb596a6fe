import request from 'supertest';
import { CatalogCaches } from '../src/common/http-cache/catalog-caches';
import { PublicResponseCache } from '../src/common/http-cache/public-response-cache';
import { ItemEntity, ItemStatus } from '../src/modules/items/entities/item.entity';
import { ItemViewCounter } from '../src/modules/items/detail/item-view-counter';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// The micro-cache in the real application (it is off in the other suites: NODE_ENV=test defaults to 0 s).
describe('public catalog responses replayed from memory (PUBLIC_CACHE_SECONDS)', () => {
  let t: TestApp;
  let cache: PublicResponseCache;

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 60 });
    cache = t.app.get(PublicResponseCache);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.app.get(CatalogCaches).clear());

  it('serves a search again from memory until the time is up or the cache is cleared', async () => {
    const word = `キャッシュ${Date.now()}`;
    await makeItem(t.dataSource, { name: `${word} 案件A` });
    const url = `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(word)}`;
    // Kept from the URL's second answer on (a URL asked once is only noted: PublicResponseCache's minUses).
    await t.http.get(url).expect(200);
    expect(cache.size).toBe(0);
    const first = await t.http.get(url).expect(200);
    expect(first.body.total).toBe(1);
    expect(cache.size).toBe(1);

    await makeItem(t.dataSource, { name: `${word} 案件B` });
    const replayed = await t.http.get(url).expect(200);
    expect(replayed.body).toEqual(first.body);
    expect(replayed.headers.etag).toBe(first.headers.etag);

    t.app.get(CatalogCaches).clear();
    const fresh = await t.http.get(url).expect(200);
    expect(fresh.body.total).toBe(2);
  });

  it('lets a shared cache (the web server, a CDN) keep a public answer as long as the API replays it, never a view of a listing', async () => {
    const item = await makeItem(t.dataSource);
    const prefectures = await t.http.get('/api/front/get-prefacture-list').expect(200);
    expect(prefectures.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    const detail = await t.http.get(`/api/front/item/get-item-detail/${item.id}`).expect(200);
    expect(detail.headers['cache-control']).toBe('public, max-age=60, s-maxage=0');
  });

  it('replays with the security headers of its own request and answers 304 to a known ETag, never replaying a cookie', async () => {
    const item = await makeItem(t.dataSource);
    const url = `/api/front/item/get-item-detail/${item.id}`;
    await t.http.get(url).expect(200);
    const first = await t.http.get(url).expect(200);
    const replay = jest.spyOn(cache, 'replay');
    const hit = await t.http.get(url).expect(200);
    expect(replay.mock.results[0]?.value).toBeDefined();
    replay.mockRestore();
    expect(cache.size).toBe(1);
    expect(hit.body).toEqual(first.body);
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(hit.headers['cache-control']).toBe('public, max-age=60, s-maxage=0');
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    // The middleware ran for the replay too: the API's policy (it runs and loads nothing) on both.
    expect(first.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['set-cookie']).toBeUndefined();
    const notModified = await t.http.get(url).set('If-None-Match', first.headers.etag).expect(304);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['cache-control']).toBe('public, max-age=60, s-maxage=0');
    // Another tag is not this answer's: the whole body again.
    expect((await t.http.get(url).set('If-None-Match', 'W/"other"').expect(200)).body).toEqual(first.body);
  });

  it('replays a large answer compressed for a browser that accepts it', async () => {
    const word = `圧縮${Date.now()}`;
    for (let i = 0; i < 5; i++) await makeItem(t.dataSource, { name: `${word} 案件${i}` });
    const url = `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(word)}`;
    await t.http.get(url).expect(200);
    const live = await t.http.get(url).expect(200);
    expect(Buffer.byteLength(JSON.stringify(live.body))).toBeGreaterThan(1024);
    for (const encoding of ['br', 'br', 'gzip']) {
      const hit = await request(t.app.getHttpServer()).get(url).set('Accept-Encoding', encoding).expect(200);
      expect({ encoding: hit.headers['content-encoding'], vary: hit.headers.vary }).toEqual({ encoding, vary: expect.stringMatching(/Accept-Encoding/i) });
      expect(hit.headers.etag).toBe(live.headers.etag);
      expect(hit.body).toEqual(live.body);
    }
  });

  it('still counts a view for each new visitor of a replayed listing detail, once a day (marks in Redis)', async () => {
    const item = await makeItem(t.dataSource);
    const url = `/api/front/item/get-item-detail/${item.id}`;
    // The first answers are live, the next ones replayed: each visitor is still seen.
    for (let i = 1; i <= 3; i++) await t.http.get(url).set('X-Forwarded-For', `198.51.100.${i}`).expect(200);
    for (let i = 1; i <= 3; i++) await t.http.get(url).set('X-Forwarded-For', `198.51.100.${i}`).expect(200);
    await t.http.get(url).set('X-Forwarded-For', '198.51.100.9').set('User-Agent', 'Twitterbot/1.0').expect(200);
    expect(cache.size).toBeGreaterThan(0);
    await t.app.get(ItemViewCounter).flush();
    expect((await t.dataSource.getRepository(ItemEntity).findOneByOrFail({ id: item.id })).viewCount).toBe(3);
  });

  it('keeps no error response and no per-visitor endpoint', async () => {
    await t.http.get('/api/front/item/get-item-detail/2147483000').expect(404);
    await t.http.get('/api/front/item/get-search-by-tag-list?tag_id=2147483000').expect(404);
    await t.http.get('/api/front/member-login-check').expect(200);
    const item = await makeItem(t.dataSource);
    await t.http.get(`/api/front/get-item-under-consideration-list?ids=${item.id}`).expect(200);
    expect(cache.size).toBe(0);
  });

  it('shows an ended listing as ended once the cache is cleared after the change', async () => {
    const tag = await makeTag(t.dataSource);
    const item = await makeItem(t.dataSource, { tags: [tag] });
    const url = `/api/front/item/get-search-by-tag-list?tag_id=${tag.id}`;
    expect((await t.http.get(url).expect(200)).body.total).toBe(1);
    await t.dataSource.getRepository(ItemEntity).update(item.id, { status: ItemStatus.Ended, endedAt: new Date() });
    t.app.get(CatalogCaches).clear();
    const after = await t.http.get(url).expect(200);
    expect(after.body.total).toBe(0);
    expect(after.body.message).toBe('error--nothing-item');
  });
});

// CATALOG_CACHE=false (the benchmark's "cache off"): no replay and no memo, whatever PUBLIC_CACHE_SECONDS says.
describe('CATALOG_CACHE=false', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 60, catalogCache: false, redisUrl: undefined });
  });
  afterAll(() => t?.close());

  it('answers every search, total and ranking from the database', async () => {
    expect(t.app.get(PublicResponseCache).enabled).toBe(false);
    const word = `メモなし${Date.now()}`;
    const tag = await makeTag(t.dataSource, { term: `NoMemo${Date.now()}`, popularGroup: 'language' });
    await makeItem(t.dataSource, { name: `${word} 案件A`, tags: [tag] });
    const url = `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(word)}`;
    const ranking = async () =>
      (await t.http.get('/api/front/get-popular-lang-ranking-by-eroute-list').expect(200)).body.ranking.find((r: { tag: { id: number } }) => r.tag.id === tag.id)?.count;
    expect((await t.http.get(url).expect(200)).body.total).toBe(1);
    expect(await ranking()).toBe(1);

    // With the caches on, both would still say 1 for up to a minute (see the tests above and rankings).
    await makeItem(t.dataSource, { name: `${word} 案件B`, tags: [tag] });
    expect((await t.http.get(url).expect(200)).body.total).toBe(2);
    expect(await ranking()).toBe(2);
    expect(t.app.get(PublicResponseCache).size).toBe(0);
    // Nor may a shared cache keep them: no s-maxage.
    expect((await t.http.get(url).expect(200)).headers['cache-control']).toBe('public, max-age=60');
  });
});
