// Issue 11, scroll position: a new page starts at the top; back and forward restore the position the visitor
// left (React Router's scroll restoration in the host).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y` (or as far as the page goes) and returns where it ended. */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  return scrollY(page);
}

for (const width of [375, 1280]) {
  test(`a new page starts at the top; back and forward restore the position (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/question`);
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    const onFaq = await scrollTo(page, 700);
    expect(onFaq).toBeGreaterThan(300);

    // A link in the footer: the terms page opens at its top, not 700 px down.
    await page.getByRole('contentinfo').getByRole('link', { name: '利用規約' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    const onTerms = await scrollTo(page, 400);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(onFaq);

    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(onTerms);
  });
}

test('a listing opened from the search results starts at the top, and back returns to the same place in the list', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/item/search`);
  const titles = page.locator('main article h2 a');
  await expect(titles.first()).toBeVisible();
  const inList = await scrollTo(page, 1200);
  const link = titles.nth(5);
  await link.scrollIntoViewIfNeeded();
  const atLink = await scrollY(page);
  const name = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(titles.nth(5)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(atLink);
  expect(inList).toBeGreaterThan(0);
});
