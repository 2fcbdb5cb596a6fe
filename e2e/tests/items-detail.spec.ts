// /item/detail/:id: an open listing (ids from the search API), an ended one, an unknown id.
import { test, expect } from '../support/fixtures';

test('the detail page shows the listing with breadcrumb, entry button and title', async ({ page, site, request }) => {
  const search = await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`);
  const { items } = (await search.json()) as { items: { id: number; name: string; tags: { id: number; term: string }[] }[] };
  const item = items.find((i) => i.tags.length > 0)!;
  await page.goto(`${site.url}/item/detail/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const crumbs = page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(4);
  await expect(crumbs.nth(0)).toHaveText('トップ');
  await expect(crumbs.nth(1)).toHaveText('案件一覧');
  await expect(crumbs.nth(2).getByRole('link')).toHaveAttribute('href', /^\/item\/tag\/\d+$/);
  await expect(crumbs.nth(3)).toHaveText(item.name);
  await expect(page.getByRole('link', { name: 'この案件にエントリーする' })).toHaveAttribute('href', `/entry/${item.id}`);
  await expect(page.getByText('単価', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'おすすめの案件' })).toBeVisible();
});

for (const { width, fixed } of [
  { width: 375, fixed: true },
  { width: 1280, fixed: false },
]) {
  test(`at ${width}px the entry button is ${fixed ? 'in a bar at the bottom of the window, wherever the visitor has read to' : 'beside the heading'}`, async ({ page, site, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const search = await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`);
    const { items } = (await search.json()) as { items: { id: number }[] };
    await page.goto(`${site.url}/item/detail/${items[0]!.id}`);
    const entry = page.getByRole('link', { name: 'この案件にエントリーする' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(entry).toBeInViewport();
    // Read to the end of the long page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(heading).not.toBeInViewport();
    if (!fixed) {
      await expect(entry).not.toBeInViewport();
      return;
    }
    await expect(entry).toBeInViewport();
    const { barTop, contentBottom } = await page.evaluate(() => {
      const bar = document.querySelector('.mfe-items-detail__actions')!.getBoundingClientRect();
      const article = document.querySelector('.mfe-items-detail')!;
      const last = [...article.children].filter((el) => !el.classList.contains('mfe-items-detail__actions')).pop()!;
      return { barTop: bar.top, contentBottom: last.getBoundingClientRect().bottom };
    });
    // The bar covers none of the listing's last lines.
    expect(contentBottom).toBeLessThanOrEqual(barTop);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/entry/${items[0]!.id}$|/login`));
  });
}

test('an ended listing is marked and has no entry button', async ({ page, site, request }) => {
  const res = await request.get(`${site.url}/api/front/item/get-ended-item-list?limit=1`);
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  expect(items.length).toBe(1);
  await page.goto(`${site.url}/item/detail/${items[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0].name })).toBeVisible();
  await expect(page.getByText('この案件は募集を終了しました')).toBeVisible();
  await expect(page.getByRole('link', { name: 'この案件にエントリーする' })).toHaveCount(0);
});

test('an unknown listing id shows the 404 page', async ({ page, site }) => {
  await page.goto(`${site.url}/item/detail/99999999`);
  await expect(page.getByText('指定されたページが見つかりませんでした。（404）')).toBeVisible();
});

/** The description in the served HTML (what the server injected for crawlers). */
async function serverDescription(request: import('@playwright/test').APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  const m = /<meta name="description" content="([^"]*)">/.exec(html);
  expect(m, 'meta description in the served page').not.toBeNull();
  return m![1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

test('start date in Japanese units and the listing description kept after the page loads', async ({ page, site, request }) => {
  const search = await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?per_page=50`);
  const { items } = (await search.json()) as { items: { id: number }[] };
  let listing: { id: number; name: string; start_date: string } | undefined;
  for (const { id } of items) {
    const d = (await (await request.get(`${site.url}/api/front/item/get-item-detail/${id}`)).json()) as { id: number; name: string; start_date: string | null };
    if (d.start_date) {
      listing = { id: d.id, name: d.name, start_date: d.start_date };
      break;
    }
  }
  expect(listing, 'a listing with a start date').toBeDefined();
  const [y, m, d] = listing!.start_date.split('-').map(Number);
  const url = `${site.url}/item/detail/${listing!.id}`;
  const expected = await serverDescription(request, url);
  expect(expected).not.toBe('フリーランス案件の詳細情報です。単価・勤務地・必須スキルをご確認ください。');

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: listing!.name })).toBeVisible();
  await expect(page.locator('dt', { hasText: '開始時期' }).locator('xpath=following-sibling::dd')).toHaveText(`${y}年${m}月${d}日`);
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2}$/)).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected);
});

test('an unknown listing id is asked for once: the 404 page and its title come without a retry', async ({ page, site }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/front/item/get-item-detail/99999999')) asked.push(r.url());
  });
  await page.goto(`${site.url}/item/detail/99999999`);
  await expect(page.getByText('指定されたページが見つかりませんでした。（404）')).toBeVisible();
  await expect(page).toHaveTitle('ページが見つかりません（404）｜エンジニアルート');
  // With a retry the 404 view would only come after the second answer.
  expect(asked).toHaveLength(1);
});

test('canonical, robots and JSON-LD follow in-app navigation away from the served detail page', async ({ page, site, request }) => {
  const search = await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`);
  const [item] = ((await search.json()) as { items: { id: number; name: string }[] }).items;
  await page.goto(`${site.url}/item/detail/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  const canonical = page.locator('head link[rel="canonical"]');
  const jsonLd = page.locator('head script[type="application/ld+json"]');
  await expect(canonical).toHaveAttribute('href', new RegExp(`/item/detail/${item.id}$`));
  await expect(jsonLd).toHaveCount(1);

  await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: '案件一覧' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '案件一覧' })).toBeVisible();
  await expect(canonical).toHaveAttribute('href', /\/item\/search$/);
  await expect(jsonLd).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});
