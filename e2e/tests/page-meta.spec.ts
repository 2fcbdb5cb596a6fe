// Issue 10, page meta as a contract: for every route of the page table (@er/site-meta), the <title> and
// description the server puts into the HTML equal what the client shows after navigating there inside the
// running app. Data-dependent routes (a listing, a tag, an announcement) are walked with real ids, so their
// declared meta (a function of the loader data) is compared as well.
import type { APIRequestContext, Page } from '@playwright/test';
import { dynamicPatterns, pages } from '@er/site-meta';
import { test, expect } from '../support/fixtures';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()) as T;
}

/** A concrete URL per route pattern: ids of a real listing, tag and announcement; `*` → a sub-path. */
async function samplePaths(request: APIRequestContext, base: string): Promise<Map<string, string>> {
  const { items } = await json<{ items: { id: number; tags: { id: number }[] }[] }>(request, `${base}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`);
  const item = items.find((i) => i.tags.length > 0)!;
  const { news } = await json<{ news: { id: number }[] }>(request, `${base}/api/front/get-news`);
  const ids: Record<string, number> = { '/item/detail/:id': item.id, '/item/tag/:id': item.tags[0].id, '/front-news/detail/:id': news[0].id, '/entry/:id': item.id };
  const paths = new Map<string, string>();
  for (const { path } of pages) {
    if (path.includes(':')) paths.set(path, path.replace(':id', String(ids[path])));
    else paths.set(path, path.replace('*', 'items'));
  }
  return paths;
}

function serverMeta(html: string) {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
  const unescape = (s = '') => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { title: unescape(title), description: unescape(description) };
}

/** Client-side navigation inside the running app (react-router follows popstate), no document load. */
async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const clientMeta = (page: Page) =>
  page.evaluate(() => ({ title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '' }));

test('every route: the server\'s title and description equal the client\'s after navigation', async ({ page, site, request }) => {
  test.setTimeout(180_000);
  const paths = await samplePaths(request, site.url);
  expect(paths.size).toBe(pages.length);
  await page.goto(`${site.url}/`);
  const compared: string[] = [];
  const redirected: string[] = [];
  for (const [pattern, path] of paths) {
    const server = serverMeta(await (await request.get(`${site.url}${path}`, { maxRedirects: 0 })).text());
    await navigate(page, path);
    // Settled: either the page sent the visitor elsewhere (members-only pages → login, a confirm step
    // without its form → the form), or its main heading is shown with the declared meta (data-dependent
    // routes once their data has loaded).
    const state = () =>
      page.evaluate(() => ({
        path: window.location.pathname,
        heading: document.querySelector('main h1') !== null,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      }));
    const settled = { ...server, heading: true };
    await expect
      .poll(async () => {
        const { path: now, ...shown } = await state();
        return now !== path ? settled : shown;
      }, { message: `${pattern} (${path})`, timeout: 15_000 })
      .toEqual(settled);
    if (new URL(page.url()).pathname !== path) {
      redirected.push(path);
      await page.goto(`${site.url}/`);
      continue;
    }
    expect(await clientMeta(page), `${pattern} (${path})`).toEqual(server);
    compared.push(pattern);
  }
  // The walk really covered the data-dependent routes and most of the table.
  expect(compared).toEqual(expect.arrayContaining([...dynamicPatterns]));
  expect(compared.length).toBeGreaterThan(pages.length / 2);
  test.info().annotations.push({ type: 'redirected (members only)', description: redirected.join(' ') });
});
