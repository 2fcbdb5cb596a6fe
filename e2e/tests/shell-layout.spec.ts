// The public shell at phone (375px) and desktop (1280px) widths: logo swap, hamburger, mega-menu,
// breadcrumb, and axe-core on the top page, search and a detail page.
import { seriousViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('header logo: the small image below 600px, the large one from 600px', async ({ page, site }) => {
      await page.goto(`${site.url}/`);
      const logo = page.locator('.er-header__logo img');
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(width < 600 ? 'logo-sp' : 'logo-pc');
    });

    test('global navigation: hamburger + dark backdrop below 960px, always visible from 960px', async ({ page, site }) => {
      await page.goto(`${site.url}/flow`);
      const nav = page.getByRole('navigation', { name: 'グローバルナビゲーション' });
      const hamburger = page.getByRole('button', { name: 'メニューを開く' });
      if (width < 960) {
        await expect(hamburger).toBeVisible();
        await expect(nav.getByRole('link', { name: 'よくある質問' })).toBeHidden();
        await hamburger.click();
        await expect(nav.getByRole('link', { name: 'よくある質問' })).toBeVisible();
        const backdrop = page.locator('.er-backdrop');
        await expect(backdrop).toBeVisible();
        expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0.6)');
        await page.mouse.click(10, 450); // the backdrop, left of the drawer
        await expect(nav.getByRole('link', { name: 'よくある質問' })).toBeHidden();
      } else {
        await expect(hamburger).toBeHidden();
        await expect(page.locator('.er-backdrop')).toBeHidden();
        await expect(nav.getByRole('link', { name: 'よくある質問' })).toBeVisible();
      }
    });

    test('breadcrumb: site root first, positions 1..n', async ({ page, site }) => {
      await page.goto(`${site.url}/about`);
      const items = page.getByRole('navigation', { name: 'パンくずリスト' }).locator('li[itemprop="itemListElement"]');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
      expect(await items.locator('meta[itemprop="position"]').evaluateAll((ms) => ms.map((m) => m.getAttribute('content')))).toEqual(['1', '2']);
      await expect(items.nth(1)).toHaveText('エンジニアルートとは');
    });

    test('axe: no serious or critical violation on the top page', async ({ page, site }) => {
      await page.goto(`${site.url}/`);
      await expect(page.getByRole('heading', { level: 2, name: 'よく検索されるワード' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('axe: no serious or critical violation on search and a listing detail', async ({ page, site }) => {
      await page.goto(`${site.url}/item/search`);
      await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: '詳細を見る' }).first().click();
      await expect(page).toHaveURL(/\/item\/detail\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('mega-menu (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hovering 案件一覧 opens the popular searches; leaving closes it; Escape closes it', async ({ page, site }) => {
    await page.goto(`${site.url}/flow`);
    const trigger = page.getByRole('navigation', { name: 'グローバルナビゲーション' }).getByRole('link', { name: '案件一覧' });
    const menu = page.locator('#mega-menu');
    await expect(menu).toBeHidden();
    await trigger.hover();
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const tag = menu.locator('a[href^="/item/tag/"]').first();
    await expect(tag).toBeVisible();
    await page.mouse.move(640, 850); // away from the menu
    await expect(menu).toBeHidden();

    // Keyboard: focus opens, Escape closes.
    await trigger.focus();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    // A tag link leads to its tag page.
    await trigger.hover();
    const href = await tag.getAttribute('href');
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe('mega-menu on touch (375px)', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test('in the drawer a tap on 案件一覧 toggles the menu', async ({ page, site }) => {
    await page.goto(`${site.url}/flow`);
    await page.getByRole('button', { name: 'メニューを開く' }).tap();
    const trigger = page.getByRole('navigation', { name: 'グローバルナビゲーション' }).getByRole('link', { name: '案件一覧' });
    await trigger.tap();
    await expect(page.locator('#mega-menu')).toBeVisible();
    await expect(page).toHaveURL(/\/flow$/);
    await trigger.tap();
    await expect(page.locator('#mega-menu')).toBeHidden();
  });
});

test('every page links the site icon, served at /favicon.ico', async ({ page, site, request }) => {
  await page.goto(`${site.url}/item/search`);
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  const icon = await request.get(`${site.url}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // ICO header
});
