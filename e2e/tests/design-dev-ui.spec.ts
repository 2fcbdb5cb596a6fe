// Issue 11: /dev/ui documents the design tokens and every @er/ui component in its states; served outside
// production (the API's NOT_PAGES rule keeps every other /dev/* path out of the site). Its specimens must
// pass axe too: they are the states the rest of the site is built from.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/dev/ui shows the tokens and the component specimens, with no serious axe violation', async ({ page, site }) => {
      // The status (200 in development) and the title come with /dev/ui's entry in @er/site-meta's page table.
      await page.goto(`${site.url}/dev/ui`);
      await expect(page.getByRole('heading', { level: 1, name: 'UIキット（デザイントークンとコンポーネント）' })).toBeVisible();
      for (const name of ['Button', 'TextField', 'ItemCard', 'TagList', 'Badge', 'ErrorPanel', 'Spinner', 'Breadcrumb']) {
        await expect(page.locator(`[data-component="${name}"]`)).toBeVisible();
      }
      // The tokens are live CSS custom properties.
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--er-color-primary').trim());
      expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    });
  });
}
