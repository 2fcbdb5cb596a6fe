import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startSite, type RunningSite } from './site';

/**
 * Chrome's line for an HTTP error status of a request (a 401 of a wrong password, the 404 page itself): the test
 * asserts what the visitor sees of it; it is the browser's note, not the page's error.
 */
const HTTP_STATUS_NOTE = /^Failed to load resource: the server responded with a status of \d{3}/;
/** SPEC §8: an unmatched path logs 'Page not found: {path}' (NotFound in @er/ui); the 404 page is the test's point. */
const NOT_FOUND_LOG = /^console\.error: Error: Page not found: /;
const allowedErrors = new WeakMap<Page, RegExp[]>();

/** Console errors a test expects on this page (a remote it broke on purpose …): they do not fail it. */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowedErrors.set(page, [...(allowedErrors.get(page) ?? []), ...patterns]);
}

/**
 * The `page` fixture whose goto also waits for hydration. Public pages arrive server-rendered, on screen before React
 * runs them; a test acts on a page the way a visitor does once it works (mfe-host marks <html data-hydrated>). Specs
 * with a `test` of their own use it as `page: hydratedPage`. Any console error or uncaught error of the page — a
 * hydration mismatch (React's #418) included — fails the test unless the test allowed it (allowConsoleErrors).
 */
export const hydratedPage = async ({ page }: { page: Page }, use: (page: Page) => Promise<void>): Promise<void> => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !HTTP_STATUS_NOTE.test(message.text())) errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
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
  const allowed = [NOT_FOUND_LOG, ...(allowedErrors.get(page) ?? [])];
  expect(
    errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
    'errors in the browser console',
  ).toEqual([]);
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
