// Runtime behaviour in the browser: news detail with its server title, the chunk-load guard.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allowConsoleErrors, test, expect } from '../support/fixtures';
import { repoRoot } from '../support/site';

test('news: the top page lists announcements; the detail page has the title from the server and the client', async ({ page, site, request }) => {
  await page.goto(`${site.url}/`);
  const first = page.locator('.er-news a').first();
  await expect(first).toBeVisible();
  const title = (await first.textContent())!.trim();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/front-news\/detail\/\d+$/);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const html = await (await request.get(`${site.url}${href}`)).text();
  expect(html).toContain(title);
});

test('a page chunk that fails to load reloads the page once, then shows the error panel', async ({ page, site }) => {
  // The chunk of the /terms page in the built host.
  const dist = join(repoRoot, 'mfe-host/dist');
  const chunk = readdirSync(dist).find((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('第1条（適用）'))!;
  expect(chunk).toBeTruthy();
  await page.route(`**/${chunk}`, (r) => r.abort());
  // The failed chunk is this test's doing: the browser, the page and React (which gives up hydrating the part that
  // could not load, #520 and #422, and renders it in the browser) say so in the console.
  allowConsoleErrors(page, /ChunkLoadError|Loading chunk \d+ failed|Failed to load resource: net::ERR_FAILED|react\.dev\/errors\/(520|422)/);
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentLoads++;
  });
  await page.goto(`${site.url}/terms`);
  await expect(page.getByText('このコンテンツを読み込めませんでした。')).toBeVisible();
  expect(documentLoads).toBe(2); // the first load + one guarded reload
  // The guard wrote down its reload, which is what stops a second one (no fixed wait for a loop that
  // may or may not come: the panel shows only once the guard has refused to reload again).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('er-chunk-reload-at'))).toMatch(/^\d+$/);
  await page.evaluate(() => ((window as unknown as { erStillHere: boolean }).erStillHere = true));
  // The shell still works, in the same document.
  await page.getByRole('contentinfo').getByRole('link', { name: 'プライバシーポリシー' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { erStillHere?: boolean }).erStillHere)).toBe(true);
  expect(documentLoads).toBe(2);
});

test('the hourly build check offers a reload when a new build is deployed', async ({ page, site }) => {
  await page.clock.install();
  let redeployed = false;
  let answered = 0;
  await page.route('**/api/front/build-info', async (r) => {
    const res = await r.fetch();
    const info = (await res.json()) as { host: string; remotes: Record<string, string | null> };
    await r.fulfill({ response: res, json: redeployed ? { ...info, remotes: { ...info.remotes, mfe_items: 'new-build' } } : info });
    answered++;
  });
  await page.goto(`${site.url}/flow`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご利用の流れ' })).toBeVisible();
  // The check at load must have seen the build loaded before the deploy happens: on a busy machine its answer
  // could otherwise come after the switch below, and the page would take the new build for the one it loaded.
  await expect.poll(() => answered).toBeGreaterThan(0);
  await page.clock.fastForward('30:00');
  await expect(page.getByText('新しいバージョンがあります', { exact: false })).toHaveCount(0);
  redeployed = true;
  await page.clock.fastForward('31:00');
  await expect(page.getByText('新しいバージョンがあります', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: '再読み込み' })).toBeVisible();
});
