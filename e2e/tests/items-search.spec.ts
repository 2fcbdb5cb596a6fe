// /item/search: keyword + filter in the URL, facet counts, and the back button restores the previous state.
import type { Page } from '@playwright/test';
import { test, expect, pageBeforeScripts } from '../support/fixtures';

/** The フルリモート option of the リモート filter (a tag of the same name may be a refine tag too). */
const remoteBox = (page: Page) => page.getByRole('group', { name: 'リモート' }).getByRole('checkbox', { name: /^フルリモート/ });

test('search with a keyword and a filter, then the back button restores the previous filters', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search`);
  await expect(page.getByRole('heading', { level: 1, name: '案件一覧' })).toBeVisible();
  await expect(page.getByText(/該当案件/)).toBeVisible();
  const allTotal = await page.locator('.mfe-items-total strong').textContent();

  await page.locator('.mfe-items-search').getByRole('searchbox').fill('Java');
  await page.locator('.mfe-items-search').getByRole('button', { name: '検索', exact: true }).click();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java$/);
  await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
  await expect(page.locator('.mfe-items-total strong')).not.toHaveText(allTotal ?? '');
  const javaTotal = await page.locator('.mfe-items-total strong').textContent();
  // facet counts are shown next to the options
  const fullRemote = remoteBox(page);
  await expect(fullRemote).toHaveAccessibleName(/フルリモート\s*（\d+）/);
  await expect(page.getByRole('navigation', { name: '「Java」の関連タグ' })).toBeVisible();

  await fullRemote.click();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java&remote=2$/);
  await expect(remoteBox(page)).toBeChecked();
  await expect(page.locator('.mfe-items-total strong')).not.toHaveText(javaTotal ?? '');

  await page.getByLabel('並び替え').selectOption('rate');
  await expect(page).toHaveURL(/keyword=Java&remote=2&sort=rate$/);

  // a shared URL opens the same state
  await page.reload();
  await expect(page.locator('.mfe-items-search').getByRole('searchbox')).toHaveValue('Java');
  await expect(remoteBox(page)).toBeChecked();
  await expect(page.getByLabel('並び替え')).toHaveValue('rate');

  await page.goBack();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java&remote=2$/);
  await expect(page.getByLabel('並び替え')).toHaveValue('new');
  await page.goBack();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java$/);
  await expect(remoteBox(page)).not.toBeChecked();
  await expect(page.locator('.mfe-items-total strong')).toHaveText(javaTotal ?? '');
  await page.goBack();
  await expect(page).toHaveURL(/\/item\/search$/);
  await expect(page.locator('.mfe-items-search').getByRole('searchbox')).toHaveValue('');
});

test('a filter ticked and an order chosen before the page script runs are the ones searched for', async ({ site, context }) => {
  // The server-rendered page answers taps before its script has run (a slow phone): what the visitor set then is kept.
  const { page, runScripts } = await pageBeforeScripts(context, `${site.url}/item/search?keyword=Java`);
  await remoteBox(page).check();
  await page.getByLabel('並び替え').selectOption('rate');
  await page.getByLabel('下限').selectOption('50');
  await runScripts();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java&rate_min=50&remote=2&sort=rate$/);
  await expect(remoteBox(page)).toBeChecked();
  await expect(page.getByLabel('並び替え')).toHaveValue('rate');
  await expect(page.getByLabel('下限')).toHaveValue('50');
  await page.close();
});

test('a search without results shows the empty state', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search?keyword=${encodeURIComponent('存在しないキーワードzzqq')}`);
  await expect(page.getByRole('heading', { name: '該当する案件が見つかりませんでした。' })).toBeVisible();
  await expect(page.getByText('該当案件 0件')).toBeVisible();
  await expect(page.getByRole('link', { name: 'すべての案件を見る' })).toHaveAttribute('href', '/item/search');
});

/** Where the results block starts, relative to the top of the viewport. */
const resultsTop = (page: Page) => page.locator('.mfe-items-results').evaluate((el) => el.getBoundingClientRect().top);

test('paging brings the new results into view; a filter change keeps the scroll position', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search`);
  const next = page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '次へ' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await next.click();
  await expect(page).toHaveURL(/\/item\/search\?page=2$/);
  await expect.poll(() => resultsTop(page)).toBeGreaterThanOrEqual(-1);
  expect(await resultsTop(page)).toBeLessThan(100);
  await expect(page.locator('.mfe-items-total')).toBeInViewport();

  await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '3ページ目' }).click();
  await expect(page).toHaveURL(/\/item\/search\?page=3$/);
  await expect(page.locator('.mfe-items-total')).toBeInViewport();

  // ticking a filter box far down the panel leaves the window where it is
  const box = remoteBox(page);
  await box.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await box.click();
  await expect(page).toHaveURL(/\/item\/search\?remote=2$/);
  await expect(remoteBox(page)).toBeChecked();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
});

test('at 375px the filters wait behind 「条件を絞り込む」 and the first results are near the top', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${site.url}/item/search?remote=1&remote=2`);
  const toggle = page.getByRole('button', { name: '条件を絞り込む（2）' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.mfe-items-total')).toBeInViewport();
  const firstCard = page.locator('.er-item-card').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(740);
  await expect(remoteBox(page)).toBeHidden();

  // keyboard: Enter on the button opens the panel, its last button closes it again
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(remoteBox(page)).toBeVisible();
  await expect(remoteBox(page)).toBeChecked();
  await page.getByRole('button', { name: '絞り込みを閉じて結果を見る' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(remoteBox(page)).toBeHidden();
});

test('wide screens keep the filter panel open without a toggle', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/item/search`);
  await expect(remoteBox(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^条件を絞り込む/ })).toBeHidden();
});

test('a page past the last one says so and links back to page 1 with the same conditions', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search?keyword=Java&page=999`);
  await expect(page.getByRole('heading', { name: 'このページに表示できる案件はありません。' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '該当する案件が見つかりませんでした。' })).toHaveCount(0);
  await expect(page.getByText(/該当案件/)).toHaveCount(0);
  await page.getByRole('link', { name: '1ページ目に戻る' }).click();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java$/);
  await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
});

test('conditions the API refuses show its Japanese messages and a way to clear them', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search?page=99999`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('ページ：1000以下の値を入力してください');
  await expect(page.getByText('このコンテンツを読み込めませんでした。')).toHaveCount(0);

  await page.goto(`${site.url}/item/search?keyword=${'a'.repeat(201)}`);
  await expect(alert).toContainText('キーワード：200文字以内で入力してください');
  await alert.getByRole('link', { name: '検索条件をクリアする' }).click();
  await expect(page).toHaveURL(/\/item\/search$/);
  await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
  await expect(page.locator('.mfe-items-search').getByRole('searchbox')).toHaveAttribute('maxlength', '200');
});
