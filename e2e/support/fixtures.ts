import { test as base, expect, type Page } from '@playwright/test';
import { startSite, type RunningSite } from './site';

/**
 * The `page` fixture whose goto also waits for hydration. Issue 17: public pages arrive server-rendered, on screen
 * before React runs them; a test acts on a page the way a visitor does once it works (mfe-host marks
 * <html data-hydrated>). Specs with a `test` of their own use it as `page: hydratedPage`.
 */
export const hydratedPage = async ({ page }: { page: Page }, use: (page: Page) => Promise<void>): Promise<void> => {
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
};

/** `site`: one default site per worker (embedded database, in-process mail, built remotes). */
export const test = base.extend<{}, { site: RunningSite }>({
  page: hydratedPage,
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
