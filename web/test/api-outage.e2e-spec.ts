import { makeItem } from '../../api/test/support/factories';
import { createTestSite, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

/** What a stack trace or an internal error would put into an answer. */
const NO_INTERNALS = /\bat [\w.<>]+ \(|node:internal|ECONNREFUSED|Error:/;

describe('the API stopped, the web server still running', () => {
  let site: TestSite;
  let itemId: number;

  beforeAll(async () => {
    site = await createTestSite({ api: { redisUrl: undefined } });
    itemId = (await makeItem(site.api.dataSource, { name: '停止前の案件' })).id;
    await site.http.get(`/item/detail/${itemId}`).expect(200);
    await site.stopApi();
  });

  afterAll(async () => {
    await site?.close();
  });

  it('answers a page that needs the API with the Japanese 503 page and Retry-After, never a stack trace', async () => {
    const res = await site.http.get(`/item/detail/${itemId}`).set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.text).toContain('<html lang="ja">');
    expect(res.text).toContain('一時的にご利用いただけません');
    expect(res.text).not.toMatch(NO_INTERNALS);
  });

  it('answers a proxied API call with 502 JSON with a code and a Japanese message', async () => {
    for (const url of ['/api/front/get-news', `/api/front/item/get-item-detail/${itemId}`, '/sanctum/csrf-cookie']) {
      const res = await site.http.get(url);
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 502, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.message).toContain('一時的にご利用いただけません');
      expect(res.text).not.toMatch(NO_INTERNALS);
    }
    const write = await site.http.post('/api/front/member-login').send({ email: 'a@example.com', password: 'x' });
    expect({ status: write.status, code: write.body.code }).toEqual({ status: 502, code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers the sitemap with 503 JSON, and keeps serving what needs no API (robots.txt, a page without data of its own)', async () => {
    const sitemap = await site.http.get('/sitemap.xml');
    expect({ status: sitemap.status, code: sitemap.body.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(sitemap.text).not.toMatch(NO_INTERNALS);
    await site.http.get('/robots.txt').expect(200);
    await site.http.get('/item/search').expect(200);
  });
});
