import request from 'supertest';
import { PublicResponseCache } from '../src/common/http-cache/public-response-cache';
import { makeItem } from './support/factories';
import { createTestApp, withSecondApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const LIMIT = 20;

/**
 * The per-address limit on public reads (REQUEST_RATE_LIMIT), counted in Redis by the first middleware, so in front
 * of the response replay as well as the handlers. Pages meet it through the web server's calls
 * (web/test/request-rate-limit).
 */
describe('per-address request limit', () => {
  let t: TestApp;
  let search: string;
  let detail: string;

  beforeAll(async () => {
    t = await createTestApp({ requestRateLimit: LIMIT, publicCacheSeconds: 30 });
    const item = await makeItem(t.dataSource, { name: `上限テスト案件 ${Date.now()}` });
    search = `/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent('上限テスト案件')}`;
    detail = `/api/front/item/get-item-detail/${item.id}`;
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const from = (ip: string, app = t) => ({ get: (path: string) => request(app.app.getHttpServer()).get(path).set('X-Forwarded-For', ip) });

  it('answers 429 with Retry-After past the limit, on the handled and replayed answers alike; another address is unaffected', async () => {
    const replay = jest.spyOn(t.app.get(PublicResponseCache), 'replay');
    const visitor = from('203.0.113.90');
    for (let i = 0; i < LIMIT; i++) await visitor.get(search).expect(200);
    // The same search was answered by its handler, then replayed: all counted.
    expect(replay.mock.results.some((r) => r.value !== undefined)).toBe(true);

    const replayed = await visitor.get(search).expect(429);
    expect(replayed.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/しばらくしてから/) });
    expect(Number(replayed.headers['retry-after'])).toBeGreaterThan(0);
    expect(replayed.headers['cache-control']).toBe('no-store');
    expect((await visitor.get(detail).expect(429)).body.code).toBe('RATE_LIMITED');
    // Static files and writes are not counted; another address is not affected.
    expect((await visitor.get('/robots.txt')).status).not.toBe(429);
    await from('198.51.100.90').get(search).expect(200);
  });

  it('is one limit across two API processes sharing Redis', async () => {
    await withSecondApp(t, { queuePrefix: t.config.queuePrefix, requestRateLimit: LIMIT }, async (other) => {
      // Each app has a database of its own (the listing is in t's only): what is compared is 429 or not.
      const ip = '203.0.113.92';
      for (let i = 0; i < LIMIT; i++) expect((await from(ip, i % 2 ? other : t).get(detail)).status).not.toBe(429);
      await from(ip, other).get(detail).expect(429);
      await from(ip, t).get(detail).expect(429);
      expect((await from('198.51.100.92', other).get(detail)).status).not.toBe(429);
    });
  });
});
