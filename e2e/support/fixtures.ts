import { test as base, expect } from '@playwright/test';
import { startSite, type RunningSite } from './site';

/** `site`: one default site per worker (embedded database, in-process mail, built remotes). */
export const test = base.extend<{}, { site: RunningSite }>({
  // Issue 17: public pages arrive server-rendered, on screen before React runs them; a test acts on a page the way a
  // visitor does once it works, so every goto also waits for hydration (mfe-host marks <html data-hydrated>).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page
        .waitForFunction(() => !document.getElementById('er-query-state') || document.documentElement.dataset.hydrated === 'true', null, {
          timeout: 15_000,
        })
        .catch(() => undefined);
      return response;
    };
    await use(page);
  },
  site: [
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export { expect };
