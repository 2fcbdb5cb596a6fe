import { test as base, expect } from '@playwright/test';
import { startSite, type RunningSite } from './site';

/** `site`: one default site per worker (embedded database, in-process mail, built remotes). */
export const test = base.extend<{}, { site: RunningSite }>({
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
