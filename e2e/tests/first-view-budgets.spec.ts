// Issue 17: what a phone downloads for the first view of each public listing page, measured in the browser
// against the built site. Every script and document must arrive compressed; no remote may bring its own copy of
// the federation runtime, nor a second copy of React Router; no single script may grow past its budget (a failure
// names the file); all of a page's scripts, headers included, stay within the issue's 170 KB.
import { eachAtMost } from '../support/each-at-most';
import { test, expect } from '../support/fixtures';

/** Compressed bytes of one script (react-dom, the largest, is ~56 KB with brotli). */
const SCRIPT_BUDGET_KB = 60;
/**
 * Compressed bytes, with headers, of every script of one page's first view: React, the router, TanStack Query, the
 * federation runtime and the remote's first chunks included. The target is 170 KB, with 2 KB more allowed for what
 * must run before analytics on every page (a mailed link's token taken out of the address bar, secret query values
 * hidden from page views). The host's shared SDK carries the back office's operations too: the place to win it back.
 */
const PAGE_SCRIPTS_BUDGET_KB = 172;
/** Everything a listing detail transfers for its first view (issue 17: ≤ 300 KB; 2026-11-27: 229 KB). */
const DETAIL_TOTAL_BUDGET_KB = 300;

interface Loaded {
  url: string;
  type: string;
  encoding: string | undefined;
  /** Body and headers as transferred. */
  bytes: number;
  /** The body as transferred. */
  body: number;
  /** When the browser asked for it (ms since the epoch). */
  startedAt: number;
}

/**
 * Other pages a visitor may land on from a search engine or a shared link: forms, short pages whose footer links are
 * in view, the market price page, and the account remote's public pages.
 */
const ACCOUNT_PAGES = ['/login', '/user/regist'];
const OTHER_PAGES = ['/contact', '/lp1', '/considers', '/item/marketprice'];

test.describe('first view budgets (issue 17)', () => {
  test('each public page arrives compressed, within its budgets, with one federation runtime', async ({ browser, site, request }) => {
    test.setTimeout(300_000);
    const search = (await (await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`, { headers: { connection: 'close' } })).json()) as {
      items: { id: number; tags: { id: number }[] }[];
    };
    const listing = search.items.find((i) => i.tags.length > 0)!;
    const paths = ['/', '/item/search', '/item/search?keyword=Java', `/item/tag/${listing.tags[0].id}`, `/item/detail/${listing.id}`, ...OTHER_PAGES, ...ACCOUNT_PAGES];

    // A few pages at a time: each waits 3.5 s after its load for Chrome's preload warnings, one after another that
    // was 40 of this test's 75 s on a 2-core machine. Sizes and request order do not depend on what else loads.
    await eachAtMost(3, paths, async (path) => {
      // A first visit each time: nothing cached, nothing revalidated.
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const loaded: Promise<Loaded>[] = [];
      const onResponse = (response: import('@playwright/test').Response) => {
        loaded.push(
          response.request().sizes().then((sizes) => ({
            url: response.url().replace(site.url, ''),
            type: response.request().resourceType(),
            encoding: response.headers()['content-encoding'],
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            body: sizes.responseBodySize,
            startedAt: response.request().timing().startTime,
          })),
        );
      };
      page.on('response', onResponse);
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(message.text()));
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      // Chrome warns about a preload the page did not use a few seconds after the load event.
      await page.waitForTimeout(3_500);
      expect.soft(consoleLines.filter((line) => /preload/i.test(line)), `${path}: preloads the page did not use`).toEqual([]);
      // The first view is what the page loads before the host starts preloading the chunks of the links in view
      // (mfe-host runtime/preload.ts marks it, once the page has loaded, its remotes are in and the browser is idle).
      const speculativeFrom = await page.evaluate(() => {
        const mark = performance.getEntriesByName('er:speculative-preloads')[0];
        return mark ? performance.timeOrigin + mark.startTime : null;
      });
      expect.soft(speculativeFrom, `${path}: the host never started its in-view preloads`).not.toBeNull();
      const responses = (await Promise.all(loaded)).filter((r) => speculativeFrom === null || r.startedAt < speculativeFrom);
      await context.close();
      const scripts = responses.filter((r) => r.type === 'script');

      // Under 1 KB a script goes as it is (compressing it saves less than the headers cost).
      expect.soft(scripts.filter((s) => s.encoding !== 'br' && s.body >= 1024).map((s) => s.url), `${path}: scripts sent without brotli`).toEqual([]);
      expect.soft(responses.find((r) => r.type === 'document')?.encoding, `${path}: the page itself`).toBe('br');
      for (const script of scripts) expect.soft(script.bytes / 1024, `${path}: ${script.url} grew past ${SCRIPT_BUDGET_KB} KB`).toBeLessThanOrEqual(SCRIPT_BUDGET_KB);
      const total = scripts.reduce((n, s) => n + s.bytes, 0) / 1024;
      expect.soft(total, `${path}: all scripts (${scripts.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)}`).join(', ')})`).toBeLessThanOrEqual(PAGE_SCRIPTS_BUDGET_KB);
      if (path.startsWith('/item/detail/')) {
        // The listing came rendered with the answers it was rendered from (server rendering): no call for it.
        expect.soft(responses.filter((r) => r.url.startsWith('/api/front/item/get-item-detail/')).length, `${path}: get-item-detail calls`).toBe(0);
        expect.soft(responses.reduce((n, r) => n + r.bytes, 0) / 1024, `${path}: everything transferred`).toBeLessThanOrEqual(DETAIL_TOTAL_BUDGET_KB);
      }
      // The account remote shows nothing on the other pages: its files must not be fetched (issue 17).
      if (!ACCOUNT_PAGES.includes(path)) expect.soft(responses.filter((r) => r.url.includes('/remotes/account/')).map((r) => r.url), `${path}: account remote`).toEqual([]);

      // One router on the page: a script that bundled react-router past @er/router would bring a second router,
      // whose hooks cannot see the shell's (and 50 KB).
      const routerCopies: string[] = [];
      // One federation runtime core on the page, once: its constructor names each lifecycle hook, so a second copy
      // (the runtime plugin's CommonJS build pulled one into the host's main script: 12 KB) shows as a second name.
      const runtimeCores: string[] = [];
      for (const script of scripts) {
        // A connection of its own: the last one was idle about as long as the server keeps an idle connection (5 s,
        // the page's load and wait above), and a request sent as the server closes it fails with ECONNRESET (a CI flake).
        const source = await (await request.get(`${site.url}${script.url}`, { headers: { connection: 'close' } })).text();
        if (source.includes('may be used only in the context of a <Router>')) routerCopies.push(script.url);
        for (const _ of source.matchAll(/"beforeInitContainer"\)/g)) runtimeCores.push(script.url);
      }
      expect.soft(routerCopies, `${path}: scripts carrying React Router`).toHaveLength(1);
      expect.soft(runtimeCores, `${path}: copies of the federation runtime core`).toEqual([expect.stringMatching(/^\/main\./)]);

      // One federation runtime on the page: a remote entry that carried its own would hold the runtime's
      // snapshot handler, which only the host's main script provides.
      for (const entry of scripts.filter((s) => s.url.endsWith('/remoteEntry.js'))) {
        const source = await (await request.get(`${site.url}${entry.url}`, { headers: { connection: 'close' } })).text();
        expect.soft(source.includes('snapshotHandler'), `${entry.url} bundles its own federation runtime`).toBe(false);
      }
    });
  });
});

