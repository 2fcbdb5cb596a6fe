import { VISITOR_COOKIE } from '@er/contracts/visitor-cookie';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { loadWebConfig } from '../config';
import type { RuntimeConfig } from '../pages/runtime-config';
import { ServerRenderer } from './server-renderer';

// A host server build that renders, as its page, the headers its API client would send at that moment: what the
// web server tells the API about the visitor of each render.
const HEADERS_HOST = `
let options;
module.exports = {
  shared: {},
  configure(given) { options = given; },
  async render({ url }) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { html: JSON.stringify({ url, apiOrigin: options.apiOrigin, headers: options.requestHeaders() }), queryState: {}, errors: [] };
  },
};`;

describe('ServerRenderer', () => {
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-renderer-'));
    await mkdir(path.join(staticRoot, 'mfe-host', 'dist', 'server'), { recursive: true });
    await writeFile(path.join(staticRoot, 'mfe-host', 'dist', 'server', 'host-ssr.js'), HEADERS_HOST);
  });
  afterAll(() => rm(staticRoot, { recursive: true, force: true }));

  const renderer = () => new ServerRenderer(loadWebConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:3100', STATIC_ROOT: staticRoot }));
  const runtime = {} as RuntimeConfig;

  it("sends each render's API calls with its own visitor's address and id, uncompressed, and never another cookie", async () => {
    const site = renderer();
    const [first, second] = await Promise.all([
      site.render('/item/search', '?keyword=Java', runtime, { ip: '203.0.113.7', userAgent: 'Browser/1', visitorId: 'visitor-a' }),
      site.render('/item/tag/5', '', runtime, { ip: '198.51.100.20' }),
    ]);
    expect(JSON.parse(first!.html)).toEqual({
      url: '/item/search?keyword=Java',
      apiOrigin: 'http://127.0.0.1:3100',
      headers: { accept: 'application/json', 'accept-encoding': 'identity', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Browser/1', cookie: `${VISITOR_COOKIE}=visitor-a` },
    });
    expect(JSON.parse(second!.html).headers).toEqual({ accept: 'application/json', 'accept-encoding': 'identity', 'x-forwarded-for': '198.51.100.20' });
  });
});
