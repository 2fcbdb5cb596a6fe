import { randomBytes } from 'node:crypto';
import { CatalogCaches } from '../src/common/http-cache/catalog-caches';
import { PublicResponseCache } from '../src/common/http-cache/public-response-cache';
import { ItemEntity } from '../src/modules/items/entities/item.entity';
import { ItemViewCounter } from '../src/modules/items/detail/item-view-counter';
import { VISITORS_PER_ADDRESS } from '../src/modules/items/detail/item-viewer-marks';
import { RankingsService } from '../src/modules/items/rankings/rankings.service';
import { makeItem } from './support/factories';
import { createTestApp, deleteAllListings, type TestApp } from './support/test-app';

const browser = (n: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.${n}.1 Safari/537.36`;
const newVisitorId = () => randomBytes(32).toString('base64url');

// Listing views count visitors: by the first-party visitor cookie, at most a few per address, never robots, and a
// replayed answer counts its visitor once like a live one. On Redis (as in production) with the response replay on.
describe('listing views per visitor', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ publicCacheSeconds: 60 });
  });
  afterAll(() => t?.close());
  beforeEach(() => t.app.get(CatalogCaches).clear());

  const url = (id: number) => `/api/front/item/get-item-detail/${id}`;
  const view = (id: number, ip: string, userAgent: string, visitorId?: string) => {
    const req = t.http.get(url(id)).set('X-Forwarded-For', ip).set('User-Agent', userAgent);
    return (visitorId ? req.set('Cookie', `er_vid=${visitorId}`) : req).expect(200);
  };
  const viewsOf = async (id: number) => {
    await t.app.get(ItemViewCounter).flush();
    return (await t.dataSource.getRepository(ItemEntity).findOneByOrFail({ id })).viewCount;
  };

  it('counts 20 requests from one address with rotating User-Agents and no cookie as one visitor', async () => {
    const item = await makeItem(t.dataSource);
    for (let n = 0; n < 20; n++) await view(item.id, '198.51.100.20', browser(n));
    expect(await viewsOf(item.id)).toBe(1);
    expect(await viewsOf(item.id)).toBeLessThanOrEqual(VISITORS_PER_ADDRESS);
  });

  it('counts at most VISITORS_PER_ADDRESS new visitor ids from one address a day, and visitors elsewhere as before', async () => {
    const item = await makeItem(t.dataSource);
    // A client that takes a new cookie (or rotates a made-up one) on every request.
    for (let n = 0; n < 20; n++) await view(item.id, '198.51.100.21', browser(n), newVisitorId());
    expect(await viewsOf(item.id)).toBe(VISITORS_PER_ADDRESS);
    await view(item.id, '198.51.100.22', browser(0), newVisitorId());
    expect(await viewsOf(item.id)).toBe(VISITORS_PER_ADDRESS + 1);
  });

  it('counts the same cookie once a day, from any address and browser', async () => {
    const item = await makeItem(t.dataSource);
    const me = newVisitorId();
    for (let n = 0; n < 5; n++) await view(item.id, `198.51.100.${30 + n}`, browser(n), me);
    expect(await viewsOf(item.id)).toBe(1);
    // Another person in the same office: their own cookie, their own view.
    await view(item.id, '198.51.100.30', browser(0), newVisitorId());
    expect(await viewsOf(item.id)).toBe(2);
  });

  it('does not count Googlebot, bingbot, other self-declared robots or headless browsers', async () => {
    const item = await makeItem(t.dataSource);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'ExampleSEOBot/3.1 (+https://seo.example/bot)',
      'some-crawler/1.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ]) {
      await view(item.id, '66.249.66.1', ua, newVisitorId());
    }
    expect(await viewsOf(item.id)).toBe(0);
  });

  it('counts a replayed answer (from memory, or a 304) once for its visitor', async () => {
    const item = await makeItem(t.dataSource);
    const me = newVisitorId();
    const first = await view(item.id, '198.51.100.40', browser(1), me);
    // Kept from the second answer on; the next ones are replayed before Express.
    await view(item.id, '198.51.100.40', browser(1), me);
    await view(item.id, '198.51.100.40', browser(1), me);
    expect(t.app.get(PublicResponseCache).size).toBeGreaterThan(0);
    await t.http.get(url(item.id)).set('X-Forwarded-For', '198.51.100.40').set('Cookie', `er_vid=${me}`).set('If-None-Match', first.headers.etag).expect(304);
    // The same without a cookie from one address, rotating User-Agents: the address is the visitor.
    for (let n = 0; n < 3; n++) await view(item.id, '198.51.100.41', browser(n));
    await t.http.get(url(item.id)).set('X-Forwarded-For', '198.51.100.41').set('User-Agent', browser(9)).set('If-None-Match', first.headers.etag).expect(304);
    expect(await viewsOf(item.id)).toBe(2);
  });

  it('ranks listings by real distinct visitors, not by one client rotating its User-Agent and cookie', async () => {
    await deleteAllListings(t);
    t.app.get(RankingsService).cache.clear();
    const popular = await makeItem(t.dataSource);
    const pushed = await makeItem(t.dataSource);
    // Seven people, each from their own address.
    for (let n = 0; n < 7; n++) await view(popular.id, `203.0.113.${n + 1}`, browser(n), newVisitorId());
    // One client, 40 requests, a new User-Agent and cookie each time.
    for (let n = 0; n < 40; n++) await view(pushed.id, '203.0.113.99', browser(n), newVisitorId());
    await t.app.get(ItemViewCounter).flush();
    const res = await t.http.get('/api/front/get-recent-post-list').expect(200);
    expect((res.body.items as { id: number }[]).map((i) => i.id)).toEqual([popular.id, pushed.id]);
  });
});
