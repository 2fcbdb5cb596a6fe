import { makeItem } from '../../api/test/support/factories';
import { createTestSite, type TestSite } from './support/test-site';

jest.setTimeout(120_000);

const LIMIT = 20;

/**
 * The per-address limit (REQUEST_RATE_LIMIT) is the API's. A page the web server builds is counted by the calls it
 * makes to the API for the visitor (the visitor's address goes on in X-Forwarded-For): each listing page asks the
 * API for its head, so a burst of distinct listings from one address meets the limit, and the visitor gets the
 * Japanese 429 page. (The same page asked again is answered from the web server's shared copy of the API's public
 * answers, as a CDN would answer it: it costs the API nothing and is not counted.)
 */
describe('per-address request limit through the web server', () => {
  let site: TestSite;
  let details: string[];

  beforeAll(async () => {
    site = await createTestSite({ api: { requestRateLimit: LIMIT, publicCacheSeconds: 30 } });
    details = [];
    for (let i = 0; i < LIMIT + 11; i++) details.push(`/item/detail/${(await makeItem(site.api.dataSource, { name: `上限テスト案件 ${i} ${Date.now()}` })).id}`);
  });

  afterAll(async () => {
    await site?.close();
  });

  const from = (ip: string) => ({ get: (path: string) => site.http.get(path).set('X-Forwarded-For', ip) });

  it('answers listing pages past the limit with the Japanese 429 page and Retry-After; proxied calls 429 JSON; another address is unaffected', async () => {
    const visitor = from('203.0.113.90');
    const answers = await Promise.all(details.slice(0, LIMIT + 10).map((detail) => visitor.get(detail)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LIMIT);
    const page = answers.find((r) => r.status === 429)!;
    expect(page).toBeDefined();
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('アクセスが集中しています');
    expect(page.text).toContain('秒ほどお待ちいただいてから');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);

    const api = await visitor.get('/api/front/get-news').expect(429);
    expect(api.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    // Static files and what needs no API are not counted; another address is not affected.
    expect((await visitor.get('/robots.txt')).status).toBe(200);
    await from('198.51.100.90').get(details[LIMIT + 10]!).expect(200);
  });
});
