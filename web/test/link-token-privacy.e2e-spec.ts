import { createTestSite, type TestSite } from './support/test-site';

jest.setTimeout(120_000);

const TOKEN = 'Zq7vLinkSecret_9f3a2b1c0d';

/** The pages mailed (or printed) links open, with their one-time secret in ?token= (@er/contracts/routes `linkToken`). */
const LINK_PAGES = ['/user/password/reset/update', '/user/edit/email/auth', '/user/regist/comp', '/user/saved-search/unsubscribe', '/admin/password-setup'];

// The web server writes no request log; what it does write (warnings, errors) never carries a page's query.
describe("a mailed link's page: no Referer, and its token in no line the web server writes", () => {
  let site: TestSite;
  const written: string[] = [];

  beforeAll(async () => {
    const keep = (...args: unknown[]) => void written.push(args.map(String).join(' '));
    jest.spyOn(console, 'log').mockImplementation(keep);
    jest.spyOn(console, 'error').mockImplementation(keep);
    jest.spyOn(console, 'warn').mockImplementation(keep);
    site = await createTestSite({ web: { LOG_LEVEL: 'debug' } });
  });

  afterAll(async () => {
    await site?.close();
    jest.restoreAllMocks();
  });

  it.each(LINK_PAGES)('%s: the page is sent with Referrer-Policy no-referrer, and the token is written nowhere', async (page) => {
    const res = await site.http.get(`${page}?token=${TOKEN}&welcome=1`).expect(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(written.join('\n')).not.toContain(TOKEN);
  });

  it("other pages keep the site's referrer policy", async () => {
    const res = await site.http.get('/user/password/reset/mail').expect(200);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
