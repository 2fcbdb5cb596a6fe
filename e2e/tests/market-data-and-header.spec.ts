// Market data where people compare rates (the global navigation, search results, tag pages, my page's estimate),
// filter options that would leave no listing shown disabled, and the public header and footer as they sit on
// the screen: one login/logout at a time, the footer at the window's bottom on a short page.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** Links with this exact name the visitor can see (not hidden by CSS, not in a closed drawer). */
async function visibleLinks(page: Page, name: string): Promise<number> {
  const links = page.getByRole('link', { name, exact: true });
  let visible = 0;
  for (let i = 0; i < (await links.count()); i++) if (await links.nth(i).isVisible()) visible++;
  return visible;
}

async function openDrawerIfNarrow(page: Page, width: number): Promise<void> {
  if (width < 960) await page.getByRole('button', { name: 'メニューを開く' }).click();
}

async function tagId(request: APIRequestContext, url: string, term: string): Promise<number> {
  const res = await request.get(`${url}/api/front/get-suggested-tag-list?keyword=${encodeURIComponent(term)}`);
  const { tags } = (await res.json()) as { tags: { id: number; term: string }[] };
  const tag = tags.find((t) => t.term === term);
  expect(tag, `tag ${term}`).toBeDefined();
  return tag!.id;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width}px`, () => {
    test.use({ viewport: size });

    test('login and logout appear once, and the global navigation leads to the market prices', async ({ page, site }) => {
      await page.goto(`${site.url}/flow`);
      await openDrawerIfNarrow(page, size.width);
      expect(await visibleLinks(page, 'ログイン')).toBe(1);
      await page.getByRole('navigation', { name: 'グローバルナビゲーション' }).getByRole('link', { name: '単価相場', exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/item/marketprice`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('単価相場');

      await registerMember(page, site.url, 'header');
      await page.goto(`${site.url}/flow`);
      await expect(page.getByRole('heading', { level: 1, name: 'ご利用の流れ' })).toBeVisible();
      await openDrawerIfNarrow(page, size.width);
      expect(await visibleLinks(page, 'ログアウト')).toBe(1);
      expect(await visibleLinks(page, 'ログイン')).toBe(0);
    });

    test('a short page ends with the footer at the bottom of the window', async ({ page, site }) => {
      await page.setViewportSize({ width: size.width, height: 1600 });
      const response = await page.goto(`${site.url}/no-such-page`);
      expect(response?.status()).toBe(404);
      const { footerBottom, windowHeight, pageHeight } = await page.evaluate(() => ({
        footerBottom: document.querySelector('.er-footer')!.getBoundingClientRect().bottom,
        windowHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
      }));
      expect(pageHeight).toBe(windowHeight);
      expect(Math.round(footerBottom)).toBe(windowHeight);
    });

    test('search results and a tag page lead to the market prices; the tag page gives the tag\'s own rates', async ({ page, site, request }) => {
      await page.goto(`${site.url}/item/search`);
      await expect(page.getByRole('link', { name: 'フリーランス案件の単価相場を見る' })).toHaveAttribute('href', '/item/marketprice');

      const id = await tagId(request, site.url, 'Java');
      const { rows } = (await (await request.get(`${site.url}/api/front/item/get-value-of-chart?tag_ids=${id}`)).json()) as {
        rows: { id: number; average: number; count: number }[];
      };
      const row = rows.find((r) => r.id === id);
      expect(row, 'the seed has Java listings with a rate').toBeDefined();
      await page.goto(`${site.url}/item/tag/${id}`);
      const rates = page.getByRole('region', { name: 'Java案件の単価相場' });
      await expect(rates).toContainText(`公開中の案件 ${row!.count.toLocaleString('ja-JP')}件`);
      await expect(rates).toContainText(`平均 ${Math.round(row!.average / 1000) / 10}万円`);
      await rates.getByRole('link', { name: 'スキル・業界・都道府県別の単価相場を見る' }).click();
      await expect(page).toHaveURL(`${site.url}/item/marketprice`);
    });

    test('a filter option counted （0） that would leave no listing is disabled', async ({ page, site, request }) => {
      // One listing's exact name: its results carry few tags, so most refine tags count 0.
      const newest = (await (await request.get(`${site.url}/api/front/get-new-item-list?limit=1`)).json()) as { items: { name: string }[] };
      await page.goto(`${site.url}/item/search?keyword=${encodeURIComponent(newest.items[0]!.name)}`);
      if (size.width < 960) await page.locator('.mfe-items-filters__toggle').click();
      const filters = page.getByRole('complementary', { name: '絞り込み条件' });
      // Nothing is chosen yet, so every （0） option would leave no listing.
      const zero = filters.getByRole('checkbox', { name: /（0）$/ });
      expect(await zero.count()).toBeGreaterThan(0);
      for (let i = 0; i < (await zero.count()); i++) await expect(zero.nth(i)).toBeDisabled();
      const counted = filters.getByRole('checkbox', { name: /（[1-9]\d*）$/ }).first();
      await expect(counted).toBeEnabled();
    });

    test("my page's rate estimate leads to the market prices", async ({ page, site }) => {
      await registerMember(page, site.url, 'estimate');
      await page.goto(`${site.url}/user`);
      const estimate = page.locator('.er-rate-estimate');
      await expect(estimate.getByRole('heading', { name: 'あなたの想定単価' })).toBeVisible();
      await estimate.getByRole('link', { name: 'スキル・業界・都道府県別の単価相場を見る' }).click();
      await expect(page).toHaveURL(`${site.url}/item/marketprice`);
    });
  });
}
