import { DEFAULT_TEST_DATABASE_URL } from '../../api/test/support/test-database';
import { makeItem } from '../../api/test/support/factories';
import { eventually } from '../../api/test/support/test-app';
import { TcpProxy } from '../../api/test/support/tcp-proxy';
import { createTestSite, type TestSite } from './support/test-site';

// App start-up on a loaded machine, plus a database outage and its recovery.
jest.setTimeout(120_000);

describe("the API's database unreachable (MariaDB cut through a TCP proxy) and back, seen through the web server", () => {
  let proxy: TcpProxy;
  let site: TestSite;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
    proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 3306) });
    // The API gets a short wait for a pooled connection, so a request behind a dead connection attempt ends quickly.
    site = await createTestSite({ api: { redisUrl: undefined, dbPoolAcquireTimeoutMs: 3_000 }, apiOptions: { databaseUrlVia: (url) => proxy.urlFor(url) } });
  });

  afterAll(async () => {
    proxy?.restore();
    await site?.close();
    await proxy?.close();
  });

  it('answers a page 503 in Japanese with Retry-After and an API call 503 JSON, then 200 again once the database is back', async () => {
    const item = await makeItem(site.api.dataSource, { name: '【TypeScript】障害時の案件' });
    const page = () => site.http.get(`/item/detail/${item.id}`).set('Accept', 'text/html');
    const call = () => site.http.get(`/api/front/item/get-item-detail/${item.id}`);
    await page().expect(200);
    await call().expect(200);

    proxy.cut();
    const down = await page();
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toMatch(/^\d+$/);
    expect(down.headers['content-type']).toMatch(/^text\/html/);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.text).toContain('<html lang="ja">');
    expect(down.text).toContain('一時的にご利用いただけません');
    const api = await call();
    expect({ status: api.status, code: api.body.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(api.headers['retry-after']).toMatch(/^\d+$/);

    // Back without restarting anything.
    proxy.restore();
    await eventually(async () => (await page()).status === 200);
    await call().expect(200);
  });
});
