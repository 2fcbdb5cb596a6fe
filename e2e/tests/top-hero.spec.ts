// Top page hero (issue 11): the keyword box, the popular skills as chips and the live figures from the
// API, at a phone's and a desktop's width; when the figures' API fails, the hero keeps the search box
// and shows no number at all.
import type { Page } from '@playwright/test';
import { test, expect, pageBeforeScripts } from '../support/fixtures';
import { expectFitsWidth } from '../support/layout';

interface Figures {
  open_count: number;
  new_count: number;
  new_days: number;
  average_rate: number | null;
}

const count = (n: number) => `${n.toLocaleString('ja-JP')}件`;
const man = (yen: number) => `${(Math.round(yen / 1000) / 10).toLocaleString('ja-JP', { maximumFractionDigits: 1 })}万円`;

const hero = (page: Page) => page.locator('section.er-hero');
const figures = (page: Page) => page.getByRole('region', { name: '現在の掲載状況' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the hero shows the search box, skill chips and the API\'s figures, inside the screen', async ({ page, site, request }) => {
      const api = (await (await request.get(`${site.url}/api/front/item/get-catalog-figures`)).json()) as Figures;
      expect(api.open_count).toBeGreaterThan(0);
      expect(api.average_rate).not.toBeNull();
      await page.goto(`${site.url}/`);
      await expect(hero(page).getByRole('heading', { level: 1, name: 'ITフリーランスエンジニアの案件・求人サイト' })).toBeVisible();
      await expect(hero(page).getByRole('searchbox', { name: 'キーワード' })).toBeVisible();

      const region = figures(page);
      await expect(region).toHaveAttribute('aria-busy', 'false');
      await expect(region.getByRole('term')).toHaveText(['公開中の案件', `新着（${api.new_days}日以内）`, '平均月額単価']);
      await expect(region.getByRole('definition')).toHaveText([count(api.open_count), count(api.new_count), man(api.average_rate!)]);
      // tabular figures, so the numbers line up and do not jump as they change
      expect(await region.getByRole('definition').first().evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain('tabular-nums');

      const chips = hero(page).getByRole('navigation', { name: '人気のスキルから探す' });
      await expect(chips.getByRole('link', { name: 'Java', exact: true })).toHaveAttribute('href', /^\/item\/tag\/\d+$/);

      // One row of three tiles, each inside the viewport; nothing wider than the screen.
      const boxes = await region.locator('.er-hero__figure').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(3);
      for (const b of boxes) {
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.right).toBeLessThanOrEqual(width);
        expect(Math.abs(b.top - boxes[0].top)).toBeLessThan(1);
      }
      // the value fits its tile (no clipped number)
      const fits = await region.getByRole('definition').evaluateAll((els) => els.every((el) => el.scrollWidth <= el.clientWidth));
      expect(fits).toBe(true);
      await expectFitsWidth(page, width);

      // the chips go to the tag page
      await chips.getByRole('link', { name: 'Java', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Javaのフリーランス案件・求人一覧/ })).toBeVisible();
    });

    test('the figures do not move the layout when they arrive', async ({ page, site }) => {
      // Hold the figures' answer until the placeholders have been measured. The top page comes server-rendered
      // with its figures (issue 17), so they arrive later only when the visitor comes to it from another page.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/front/item/get-catalog-figures', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${site.url}/about`);
      await page.getByRole('link', { name: 'エンジニアルート トップページ' }).click();
      await expect(page).toHaveURL(`${site.url}/`);
      const region = figures(page);
      await expect(region).toHaveAttribute('aria-busy', 'true');
      const before = await region.boundingBox();
      release();
      await expect(region).toHaveAttribute('aria-busy', 'false');
      const after = await region.boundingBox();
      expect(after).toEqual(before);
    });
  });
}

test('when the figures cannot be loaded the hero keeps the search box and shows no invented number', async ({ page, site }) => {
  await page.route('**/api/front/item/get-catalog-figures', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'エラー' }) }),
  );
  // From another page: a first load of / comes server-rendered with the figures the server could read (issue 17).
  await page.goto(`${site.url}/about`);
  await page.getByRole('link', { name: 'エンジニアルート トップページ' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(hero(page).getByRole('searchbox', { name: 'キーワード' })).toBeVisible();
  // the placeholders go once the query has given up (after its retry)
  await expect(figures(page)).toHaveCount(0);
  await expect(hero(page)).not.toContainText(/\d[\d,]*件|万円/);
  await hero(page).getByRole('searchbox', { name: 'キーワード' }).fill('Java');
  await hero(page).getByRole('button', { name: '検索' }).click();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Java の案件/ })).toBeVisible();
});

test('a keyword typed into the hero before the page script runs is the one searched for', async ({ site, context }) => {
  const { page, runScripts } = await pageBeforeScripts(context, `${site.url}/`);
  const box = hero(page).getByRole('searchbox', { name: 'キーワード' });
  await box.fill('Java');
  await runScripts();
  await expect(box).toHaveValue('Java');
  await hero(page).getByRole('button', { name: '検索' }).click();
  await expect(page).toHaveURL(/\/item\/search\?keyword=Java$/);
  await page.close();
});
