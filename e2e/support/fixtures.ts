import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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

/**
 * A new page of `context` at `url` with its scripts held back: on screen as the server rendered it, as a visitor on
 * a slow phone sees it before the page's script runs. `runScripts` lets them load and waits until React runs the
 * page. Not the `page` fixture, whose goto waits for hydration itself.
 */
export async function pageBeforeScripts(context: BrowserContext, url: string): Promise<{ page: Page; runScripts: () => Promise<void> }> {
  const page = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (u) => u.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(url, { waitUntil: 'commit' });
  return {
    page,
    runScripts: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    },
  };
}

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
