// Issue 11: /dev/ui documents the design tokens and every @er/ui component in its states; served only where the
// server runs in development (packages/contracts/routes.js `env`; page-meta.spec checks the 404 elsewhere), so
// this file starts its own development site. Its specimens must pass axe too: they are the states the rest of
// the site is built from.
import { randomBytes } from 'node:crypto';
import { seriousViolations } from '../support/axe';
import { test as base, expect } from '@playwright/test';
import { hydratedPage } from '../support/fixtures';
import { startSite, type RunningSite } from '../support/site';

// The shared page fixture: fails the test on any error in the browser console.
const test = base.extend({ page: hydratedPage });

let site: RunningSite;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSite({ NODE_ENV: 'development', JWT_SECRET: randomBytes(48).toString('base64') });
});
test.afterAll(async () => {
  await site?.stop();
});

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/dev/ui shows the tokens and the component specimens, with no serious axe violation', async ({ page }) => {
      const response = await page.goto(`${site.url}/dev/ui`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'UIキット（デザイントークンとコンポーネント）' })).toBeVisible();
      for (const name of ['Button', 'TextField', 'ItemCard', 'TagList', 'Badge', 'ErrorPanel', 'Spinner', 'Breadcrumb']) {
        await expect(page.locator(`[data-component="${name}"]`)).toBeVisible();
      }
      // The tokens are live CSS custom properties.
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--er-color-primary').trim());
      expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
