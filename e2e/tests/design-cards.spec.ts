// Issue 11: compact listing cards. At 375px a card was 600–900px tall (every fact and 120 characters of
// text); now title, rate, one line of place/remote/days and at most 5 tag chips then 「+N」.
import { test, expect } from '../support/fixtures';

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every card on /item/search is at most 260px tall, with ≤5 tag chips then 「+N」', async ({ page, site }) => {
      await page.goto(`${site.url}/item/search`);
      const cards = page.locator('.er-item-card');
      await expect(cards.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const measured = await cards.evaluateAll((els) =>
        els.map((el) => ({
          name: el.querySelector('.er-item-card__name')?.textContent ?? '',
          height: el.getBoundingClientRect().height,
          tagLinks: el.querySelectorAll('.er-item-card__tags a.er-tag').length,
          more: el.querySelector('.er-tag--more [aria-hidden="true"]')?.textContent ?? null,
          rateSize: el.querySelector('.er-item-card__rate') ? parseFloat(getComputedStyle(el.querySelector('.er-item-card__rate')!).fontSize) : 0,
          titleSize: parseFloat(getComputedStyle(el.querySelector('.er-item-card__name')!).fontSize),
        })),
      );
      expect(measured.length).toBeGreaterThanOrEqual(10);
      expect(measured.filter((c) => c.height > 260)).toEqual([]);
      expect(measured.filter((c) => c.tagLinks > 5)).toEqual([]);
      // 「+N」 only after 5 chips, and the seed has listings with up to 8 tags.
      expect(measured.filter((c) => c.more !== null && (c.tagLinks !== 5 || !/^\+[1-9]\d*$/.test(c.more)))).toEqual([]);
      expect(measured.some((c) => c.more !== null)).toBe(true);
      // The rate is the strongest element of the card.
      expect(measured.filter((c) => c.rateSize <= c.titleSize)).toEqual([]);
      // No long text on the card: the description and required skills are on the detail page only.
      await expect(page.locator('.er-item-card .er-item-card__detail, .er-item-card dl')).toHaveCount(0);
    });

    test('the shortlist toggle and the detail link still work on a compact card', async ({ page, site }) => {
      await page.goto(`${site.url}/item/search`);
      const card = page.locator('.er-item-card').first();
      await card.getByRole('button', { name: '☆ 検討する' }).click();
      await expect(card.getByRole('button', { name: '★ 検討中' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('link', { name: '検討中 1件' })).toBeVisible();
      await card.getByRole('link', { name: /の詳細を見る$/ }).click();
      await expect(page).toHaveURL(/\/item\/detail\/\d+$/);
    });
  });
}
