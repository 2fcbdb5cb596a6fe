// The public pages come rendered from the web server with the data they were rendered from, and the browser
// hydrates them: no console error, no layout shift, no second round of the page's API calls. A remote whose server
// build cannot be loaded, or is not the one its team signed, leaves its part to the browser, never an error page.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { eachAtMost } from '../support/each-at-most';
import { test, expect } from '../support/fixtures';
import { repoRoot, startSite } from '../support/site';
import { serveDirectory } from '../support/static-server';

interface Listing {
  id: number;
  name: string;
  rate_detail: string | null;
  must_have_requirements: string | null;
  tags: { id: number; term: string }[];
}

/** What the API says of a listing with tags (the data the page must show). */
async function aListing(request: import('@playwright/test').APIRequestContext, siteUrl: string): Promise<Listing> {
  const search = (await (await request.get(`${siteUrl}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`)).json()) as {
    items: { id: number; tags: unknown[] }[];
  };
  const id = search.items.find((i) => i.tags.length > 0)!.id;
  return (await (await request.get(`${siteUrl}/api/front/item/get-item-detail/${id}`)).json()) as Listing;
}

/** Text of the server's markup in #root, tags removed. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="er-query-state"', start) >= 0 ? html.indexOf('<script id="er-query-state"', start) : html.indexOf('</body>');
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Everything that went wrong in the console, the layout shift, and the API calls a page made after loading. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { problems, apiCalls, shift: () => page.evaluate(() => (window as unknown as { __shift: number }).__shift) };
}

/**
 * Calls a page makes in the browser by design: the session check and the hourly build check on every page, and a
 * tag page's rate figures, which the server never renders (an aggregate in the database per tag: useTagRateRange).
 */
const SHELL_CALLS = /^\/api\/front\/(member-login-check|build-info|item\/get-value-of-chart)(\?|$)/;

test.describe('server rendering (issue 17)', () => {
  test('a listing page fetched without a browser carries the listing: name, rate and requirements', async ({ site, request }) => {
    const listing = await aListing(request, site.url);
    const html = await (await request.get(`${site.url}/item/detail/${listing.id}`)).text();
    const text = rootText(html);
    expect(text).toContain(listing.name);
    expect(text).toContain(listing.rate_detail!);
    for (const line of listing.must_have_requirements!.split('\n').filter((l) => l.trim())) expect(text).toContain(line.trim());
    // The answers it was rendered from come with it, once.
    expect(html.match(/id="er-query-state"/g)).toHaveLength(1);
  });

  test('every public listing page hydrates without errors, layout shift or asking for its data again', async ({ browser, site, request }) => {
    test.setTimeout(180_000);
    const listing = await aListing(request, site.url);
    const tag = listing.tags[0];
    const pages: { path: string; expected: string }[] = [
      { path: '/', expected: '新着案件' },
      { path: '/item/search', expected: '案件一覧' },
      { path: '/item/search?keyword=Java', expected: 'Java' },
      { path: `/item/tag/${tag.id}`, expected: tag.term },
      { path: `/item/detail/${listing.id}`, expected: listing.name },
      { path: '/considers', expected: '検討中' },
      { path: '/about', expected: 'エンジニアルートとは' },
    ];
    for (const { path, expected } of pages) {
      expect(rootText(await (await request.get(`${site.url}${path}`)).text()), `${path}: server markup`).toContain(expected);
    }
    // Two pages at a time: each waits for the network to be idle, 14 loads one after another took 45 s on 2 cores.
    const loads = pages.flatMap((p) => [375, 1280].map((width) => ({ ...p, width })));
    await eachAtMost(2, loads, async ({ path, expected, width }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const seen = await watch(page);
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await expect(page.locator('#main')).toContainText(expected);
      expect.soft(seen.problems, `${path} at ${width} px: console`).toEqual([]);
      expect.soft(await seen.shift(), `${path} at ${width} px: layout shift`).toBeLessThan(0.02);
      expect.soft(seen.apiCalls.filter((c) => !SHELL_CALLS.test(c)), `${path} at ${width} px: data asked again`).toEqual([]);
      await context.close();
    });
  });

  test('after hydration the page works as before: searching from a server-rendered page', async ({ page, site }) => {
    const seen = await watch(page);
    await page.goto(`${site.url}/item/search`);
    await page.locator('.mfe-items-search').getByRole('searchbox').fill('Java');
    await page.locator('.mfe-items-search').getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/\/item\/search\?keyword=Java$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Java');
    expect(seen.problems).toEqual([]);
  });
});

test.describe('a remote whose server build is gone', () => {
  test('its part is rendered by the browser: the page answers 200, shows the listing, and logs no error', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const deployDir = mkdtempSync(join(tmpdir(), 'er-cdn-items-no-server-'));
    cpSync(join(repoRoot, 'mfe-items/dist'), deployDir, { recursive: true });
    rmSync(join(deployDir, 'server'), { recursive: true, force: true });
    const cdn = await serveDirectory(deployDir);
    const site = await startSite({ REMOTE_ITEMS_URL: cdn.url });
    try {
      const listing = await aListing(request, site.url);
      const response = await request.get(`${site.url}/item/detail/${listing.id}`);
      expect(response.status()).toBe(200);
      const text = rootText(await response.text());
      // The shell is rendered; the listing (the remote's part) is not.
      expect(text).toContain('エンジニアルートとは');
      expect(text).not.toContain(listing.name);

      const page = await browser.newPage();
      const seen = await watch(page);
      await page.goto(`${site.url}/item/detail/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
      expect(seen.problems).toEqual([]);
      await page.close();
    } finally {
      await site.stop();
      await cdn.close();
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});

test.describe('a remote deployed as its own service (the docker-compose shape)', () => {
  test('the web server reaches the remote at its server URL; browsers load it from theirs', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const itemsDir = mkdtempSync(join(tmpdir(), 'er-items-service-'));
    cpSync(join(repoRoot, 'mfe-items/dist'), itemsDir, { recursive: true });
    // The same files at two addresses: the one browsers load (REMOTE_ITEMS_URL), the one the web server reaches.
    const itemsForBrowsers = await serveDirectory(itemsDir);
    const itemsForServer = await serveDirectory(itemsDir);
    const site = await startSite({ REMOTE_ITEMS_URL: itemsForBrowsers.url, REMOTE_ITEMS_SERVER_URL: itemsForServer.url });
    try {
      const listing = await aListing(request, site.url);
      const text = rootText(await (await request.get(`${site.url}/item/detail/${listing.id}`)).text());
      expect(text).toContain(listing.name);
      expect(itemsForServer.paths).toEqual(expect.arrayContaining(['/server/ssr-manifest.json', '/server/ssr-manifest.json.sig']));
      expect(itemsForBrowsers.paths.filter((p) => p.startsWith('/server/'))).toEqual([]);

      const page = await browser.newPage();
      const seen = await watch(page);
      await page.goto(`${site.url}/item/detail/${listing.id}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
      expect(seen.problems).toEqual([]);
      expect(seen.apiCalls.filter((c) => !SHELL_CALLS.test(c))).toEqual([]);
      // The browser loads the remote from its own address.
      expect(itemsForBrowsers.paths).toContain('/remoteEntry.js');
      await page.close();
    } finally {
      await site.stop();
      await Promise.all([itemsForBrowsers.close(), itemsForServer.close()]);
      rmSync(itemsDir, { recursive: true, force: true });
    }
  });
});

test.describe('a remote whose server build was changed after it was signed', () => {
  test('is never run: its part is rendered by the browser, the page answers 200, and the code leaves no trace', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const deployDir = mkdtempSync(join(tmpdir(), 'er-cdn-items-tampered-'));
    const marker = join(mkdtempSync(join(tmpdir(), 'er-tamper-marker-')), 'ran');
    cpSync(join(repoRoot, 'mfe-items/dist'), deployDir, { recursive: true });
    const serverDir = join(deployDir, 'server');
    const manifest = JSON.parse(readFileSync(join(serverDir, 'ssr-manifest.json'), 'utf8')) as { modules: Record<string, string>; files: Record<string, string> };
    const routesFile = join(serverDir, manifest.modules['./Routes']);
    // What an attacker on the remote's static server would add: code that reaches the web server's process.
    const payload = `process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`;
    writeFileSync(routesFile, payload + readFileSync(routesFile, 'utf8'));
    const cdn = await serveDirectory(deployDir);
    const site = await startSite({ REMOTE_ITEMS_URL: cdn.url });
    try {
      const listing = await aListing(request, site.url);
      // 1. The file changed, the signed manifest not: its hash does not match.
      const tampered = await request.get(`${site.url}/item/detail/${listing.id}`);
      expect(tampered.status()).toBe(200);
      expect(rootText(await tampered.text())).not.toContain(listing.name);
      // 2. The manifest rewritten with the new hash, the signature left as it was: the signature does not match.
      const hash = `sha256-${createHash('sha256').update(readFileSync(routesFile)).digest('base64')}`;
      manifest.files[manifest.modules['./Routes']] = hash;
      writeFileSync(join(serverDir, 'ssr-manifest.json'), JSON.stringify(manifest));
      await new Promise((r) => setTimeout(r, 1_500)); // the web server reads a remote's manifest again after 1 s
      const resigned = await request.get(`${site.url}/item/search`);
      expect(resigned.status()).toBe(200);
      expect(existsSync(marker)).toBe(false);

      const page = await browser.newPage();
      const seen = await watch(page);
      await page.goto(`${site.url}/item/detail/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
      expect(seen.problems).toEqual([]);
      await page.close();
      expect(existsSync(marker)).toBe(false);
    } finally {
      await site.stop();
      await cdn.close();
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
