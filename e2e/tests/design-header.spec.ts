// Issue 11: the header was "ER Route" at 375px and wrapped at 768px (and at 375px logged in). Now one row
// at every width, logged out and in: logo エンジニアルート, 検討中, and below 960px a hamburger holding the
// account actions and the global navigation (aria-expanded, focus moves in and back, Escape closes).
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const WIDTHS = [375, 768, 1280];

/** The header bar's visible controls all sit on one line, inside the viewport, none wrapped. */
async function headerRow(page: Page) {
  return page.locator('.er-header__bar').evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const center = box.top + box.height / 2;
    const visible = [...bar.querySelectorAll<HTMLElement>('a, button, img')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const off = visible
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => Math.abs(r.top + r.height / 2 - center) > 12 || r.height > 48 || r.right > window.innerWidth || r.left < 0)
      .map(({ el, r }) => `${el.textContent?.trim() || el.getAttribute('alt') || el.tagName} (${Math.round(r.top)}–${Math.round(r.bottom)}, x ${Math.round(r.left)}–${Math.round(r.right)})`);
    return { height: Math.round(box.height), off, count: visible.length, overflow: bar.scrollWidth > bar.clientWidth };
  });
}

async function expectOneRow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const row = await headerRow(page);
  expect(row.off, `${width}px: controls off the header's single row`).toEqual([]);
  expect(row.overflow).toBe(false);
  expect(row.height).toBeLessThanOrEqual(64);
  expect(row.count).toBeGreaterThanOrEqual(3);
}

async function logIn(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel(/^メールアドレス/).fill('demo@example.com');
  await page.getByLabel(/^パスワード/).fill('demo-pass-1234');
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(`${url}/`);
}

test('one row at 375, 768 and 1280px, logged out and logged in; the logo reads エンジニアルート', async ({ page, site }) => {
  await page.goto(`${site.url}/flow`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用の流れ' })).toBeVisible();
  for (const width of WIDTHS) await expectOneRow(page, width);

  const logo = page.locator('.er-header__logo img');
  await expect(logo).toHaveAttribute('alt', 'エンジニアルート トップページ');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    // currentSrc is empty until the browser has picked the <picture> source for the new width.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
    const src = await logo.evaluate((img: HTMLImageElement) => img.currentSrc);
    const svg = await (await page.request.get(src)).text();
    expect(svg).toContain('エンジニア');
    expect(svg).not.toMatch(/Route|ER</);
  }

  await logIn(page, site.url);
  await page.goto(`${site.url}/flow`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用の流れ' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: '会員メニュー' }).getByRole('link', { name: 'マイページ' })).toBeVisible();
  for (const width of WIDTHS) await expectOneRow(page, width);
});

for (const width of WIDTHS) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(width < 960 ? 'the hamburger opens the drawer with the account actions; focus moves in, Escape closes and returns focus' : 'no hamburger: account actions and navigation in view', async ({ page, site }) => {
      await page.goto(`${site.url}/flow`);
      await expect(page.getByRole('heading', { level: 1, name: 'ご利用の流れ' })).toBeVisible();
      const hamburger = page.locator('.er-hamburger');
      const nav = page.getByRole('navigation', { name: 'グローバルナビゲーション' });
      const userNav = page.getByRole('navigation', { name: '会員メニュー' });
      await expect(userNav.getByRole('link', { name: /^検討中/ })).toBeVisible();
      if (width >= 960) {
        await expect(hamburger).toBeHidden();
        await expect(userNav.getByRole('link', { name: 'ログイン' })).toBeVisible();
        await expect(userNav.getByRole('link', { name: '無料会員登録' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'よくある質問' })).toBeVisible();
        return;
      }
      // Narrow: the account actions are not in the header row but in the drawer.
      await expect(userNav.getByRole('link', { name: '無料会員登録' })).toBeHidden();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger).toHaveAttribute('aria-controls', 'global-nav');
      await hamburger.click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: '無料会員登録' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'ログイン' })).toBeVisible();
      await expect(nav.getByRole('link', { name: '企業様へ' })).toBeVisible();
      // The open drawer passes axe (contrast of its buttons and links included).
      expect(await seriousViolations(page, '#global-nav')).toEqual([]);
      // Focus moved into the drawer, and Tab stays inside it.
      await expect(nav.getByRole('button', { name: '✕ 閉じる' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: '無料会員登録' })).toBeHidden();
      await expect(hamburger).toBeFocused();
      // The keyboard opens it too, and the close button closes it.
      await page.keyboard.press('Enter');
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('button', { name: '✕ 閉じる' }).click();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger).toBeFocused();
      // A link in the drawer navigates and closes it.
      await hamburger.click();
      await nav.getByRole('link', { name: 'よくある質問' }).click();
      await expect(page).toHaveURL(/\/question$/);
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
