// The start-up warm-up asks the catalog routes like a visitor would, but must never count as one.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBotUserAgent } from './modules/site/bot-user-agent';
import { warmUp } from './start-up-warm-up';

describe('start-up warm-up', () => {
  it('asks the search, the tag page and the detail, each as a crawler the view counter skips', async () => {
    const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((req, res) => {
      asked.push({ url: req.url!, headers: req.headers });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url!.includes('get-search-by-keyword-list') ? { items: [{ id: 7, tags: [{ id: 3 }] }] } : {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const queries: string[] = [];
    try {
      await warmUp((server.address() as AddressInfo).port, { query: async (sql: string) => queries.push(sql) });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(queries.length).toBeGreaterThan(0);
    expect(asked.map((r) => r.url.replace(/\?.*$/, ''))).toEqual([
      '/api/front/item/get-search-by-keyword-list',
      '/api/front/item/get-search-by-keyword-list',
      '/api/front/item/get-search-by-tag-list',
      '/api/front/item/get-search-by-tag-list',
      '/api/front/item/get-item-detail/7',
      '/api/front/item/get-item-detail/7',
    ]);
    for (const { headers } of asked) expect(isBotUserAgent(headers['user-agent'])).toBe(true);
  });
});
