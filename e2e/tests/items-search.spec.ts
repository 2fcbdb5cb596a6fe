// /item/search: keyword + filter in the URL, facet counts, and the back button restores the previous state.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

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

test('a search without results shows the empty state', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search?keyword=${encodeURIComponent('存在しないキーワードzzqq')}`);
  await expect(page.getByRole('heading', { name: '該当する案件が見つかりませんでした。' })).toBeVisible();
  await expect(page.getByText('該当案件 0件')).toBeVisible();
  await expect(page.getByRole('link', { name: 'すべての案件を見る' })).toHaveAttribute('href', '/item/search');
});
