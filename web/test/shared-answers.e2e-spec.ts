import type { IncomingMessage, Server } from 'node:http';
import { makeTag } from '../../api/test/support/factories';
import { createTestSite, type TestSite } from './support/test-site';

jest.setTimeout(120_000);

// The web server keeps the API's public answers a shared cache may keep (s-maxage) and asks the API once for them:
// a tag page's meta is the same whatever its filters (the renders' data calls share the same cache: unit tests).
describe('shared answers of the API', () => {
  let site: TestSite;
  const asked: string[] = [];

  beforeAll(async () => {
    // The API's replay on (as in production), so its public answers carry s-maxage.
    site = await createTestSite({ api: { redisUrl: undefined, publicCacheSeconds: 60 } });
    (site.api.app.getHttpServer() as Server).on('request', (req: IncomingMessage) => asked.push(req.url ?? ''));
  });
  afterAll(() => site?.close());
  beforeEach(() => (asked.length = 0));

  it("asks the API for a tag page's meta once for the tag, whatever the page's filters", async () => {
    const tag = await makeTag(site.api.dataSource, { term: `共有${Date.now()}` });
    for (const filters of ['', '?remote=2', '?remote=1', '?page=2', '?weekly_days=3']) {
      const page = await site.http.get(`/item/tag/${tag.id}${filters}`).expect(200);
      expect(page.text).toContain(`<title>${tag.term}`);
    }
    // The first answer is noted, the second kept, the rest come from the web server's copy.
    expect(asked.filter((url) => url.startsWith('/api/front/page-meta?')).length).toBe(2);
  });
});
