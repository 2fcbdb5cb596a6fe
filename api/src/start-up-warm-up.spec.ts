// The start-up warm-up asks the catalog routes like a visitor would, but must never count as one.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBotUserAgent } from '@er/site-meta/bots';
import { requestLogger } from './common/logging/request-logger';
import { SEARCH_WARM_UP, searchWarmUpBudget, warmUp, warmUpSearches, WARM_UP_USER_AGENT } from './start-up-warm-up';

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
      // The stand-in answers without facets: no tags to build the searches of every shape from.
      expect(await warmUp((server.address() as AddressInfo).port, { query: async (sql: string) => queries.push(sql) })).toBe(0);
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

  it('then asks searches of every shape built from the tags and areas of the first answer, within its budget', async () => {
    const asked: string[] = [];
    const facets = { tags: [{ id: 3, term: 'Java' }, { id: 9, term: 'AWS' }], areas: [{ id: 13, name: '東京都' }] };
    const server = createServer((req, res) => {
      asked.push(req.url!);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url!.includes('get-search-by-keyword-list') ? { items: [{ id: 7, tags: [{ id: 3 }] }], facets } : {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let count: number;
    try {
      count = await warmUp((server.address() as AddressInfo).port, { query: async () => undefined }, { searches: 40, ms: 10_000 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(count).toBe(40);
    const searches = asked.slice(6).map((url) => url.replace('/api/front/item/', ''));
    expect(searches.sort()).toEqual(warmUpSearches(facets.tags, facets.areas, 40).sort());
  });

  it('stops asking when its time is up', async () => {
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      const answer = { items: [], facets: { tags: [{ id: 3, term: 'Java' }], areas: [] } };
      setTimeout(() => res.end(JSON.stringify(answer)), req.url!.includes('keyword=%E9%96%8B%E7%99%BA') ? 0 : 30);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const count = await warmUp((server.address() as AddressInfo).port, { query: async () => undefined }, { searches: 10_000, ms: 200 });
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(100);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('builds the searches from the given tags and areas only: keyword, tag page, filters, both sorts, pages 1-3', () => {
    const tags = [{ id: 3, term: 'C++' }, { id: 9, term: 'インフラ' }, { id: 11, term: 'Go' }];
    const areas = [{ id: 13, name: '東京都' }, { id: 27, name: '大阪府' }];
    const searches = warmUpSearches(tags, areas, 120);
    expect(searches).toHaveLength(120);
    // With a real catalog's vocabulary (tens of tags) no search is asked twice.
    const many = Array.from({ length: 40 }, (_, n) => ({ id: n + 1, term: `tag${n}` }));
    expect(new Set(warmUpSearches(many, areas, 300)).size).toBe(300);
    const queries = searches.map((path) => {
      const [route, search] = path.split('?');
      return { route, params: new URLSearchParams(search) };
    });
    expect(new Set(queries.map((q) => q.route))).toEqual(new Set(['get-search-by-keyword-list', 'get-search-by-tag-list']));
    const words = new Set(tags.map((t) => t.term).concat(areas.map((a) => a.name)));
    for (const { route, params } of queries) {
      if (route === 'get-search-by-tag-list') expect(tags.map((t) => String(t.id))).toContain(params.get('tag_id'));
      else for (const word of params.get('keyword')!.split(' ')) expect(words).toContain(word);
      for (const area of params.getAll('areas')) expect(areas.map((a) => String(a.id))).toContain(area);
    }
    const seen = (key: string) => new Set(queries.flatMap((q) => params(q.params, key)));
    const params = (p: URLSearchParams, key: string) => (p.has(key) ? [p.get(key)!] : ['']);
    expect(seen('sort')).toEqual(new Set(['', 'rate']));
    expect(seen('page')).toEqual(new Set(['', '2', '3']));
    for (const key of ['areas', 'rate_min', 'remote', 'weekly_days', 'new']) expect(seen(key).size).toBeGreaterThan(1);
    expect(warmUpSearches([], areas, 50)).toEqual([]);
  });

  it('is not written to the request log', () => {
    const finished: (() => void)[] = [];
    const res = { statusCode: 200, on: (_: string, listener: () => void) => finished.push(listener) };
    requestLogger({ method: 'GET', url: '/', headers: { 'user-agent': WARM_UP_USER_AGENT } } as never, res as never);
    expect(finished).toHaveLength(0);
    requestLogger({ method: 'GET', url: '/', headers: { 'user-agent': 'Mozilla/5.0' } } as never, res as never);
    expect(finished).toHaveLength(1);
  });

  it('asks a search per 50 open listings, up to its cap', () => {
    expect(searchWarmUpBudget(0).searches).toBe(0);
    expect(searchWarmUpBudget(230).searches).toBe(5);
    expect(searchWarmUpBudget(21_209).searches).toBe(425);
    expect(searchWarmUpBudget(85_011)).toEqual(SEARCH_WARM_UP);
  });
});
