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
  await expect(page.getByRole('link', { name: 'エントリー' })).toHaveAttribute('href', `/entry/${item.id}`);
  await expect(page.getByText('単価', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'おすすめの案件' })).toBeVisible();
});

test('an ended listing is marked and has no entry button', async ({ page, site, request }) => {
  const res = await request.get(`${site.url}/api/front/item/get-ended-item-list?limit=1`);
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  expect(items.length).toBe(1);
  await page.goto(`${site.url}/item/detail/${items[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: items[0].name })).toBeVisible();
  await expect(page.getByText('この案件は募集を終了しました')).toBeVisible();
  await expect(page.getByRole('link', { name: 'エントリー' })).toHaveCount(0);
});

test('an unknown listing id shows the 404 page', async ({ page, site }) => {
  await page.goto(`${site.url}/item/detail/99999999`);
  await expect(page.getByText('指定されたページが見つかりませんでした。（404）')).toBeVisible();
});
